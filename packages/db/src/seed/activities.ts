import type { RecordKind } from '@portal/domain';
import type { activities } from '../schema';
import type { SeedEvent } from './actors';

export type ActivityRow = typeof activities.$inferInsert;

/** Turns the history of seeded records into activity rows, once the records have ids. */
export function activityRows(
  records: readonly {
    id: number;
    governmentId: number;
    campaignId: number;
    events: readonly SeedEvent[];
    kind: RecordKind;
  }[],
): ActivityRow[] {
  const rows: ActivityRow[] = [];
  for (const record of records) {
    for (const event of record.events) {
      rows.push({
        governmentId: record.governmentId,
        campaignId: record.campaignId,
        contributionId: record.kind === 'contribution' ? record.id : null,
        expenditureId: record.kind === 'expenditure' ? record.id : null,
        userId: event.actor.userId,
        activityType: record.kind === 'contribution' ? 'contribution' : 'other',
        notes: event.describe(record.id),
        createdAt: event.at,
      });
    }
  }
  return rows;
}
