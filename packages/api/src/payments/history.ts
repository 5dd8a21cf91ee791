import type { DbOrTx } from '@portal/db';
import { actorFor } from '../access/scope';
import type { ActiveSession, SessionUser } from '../context';
import { recordActivity } from '../records';

/**
 * Writes a payments line in the government's history (and the campaign's, when one is named),
 * naming the admin and the API token they acted with, as the portal's other changes do.
 */
export async function recordPaymentActivity(
  tx: DbOrTx,
  ctx: { user: SessionUser; session: ActiveSession },
  line: { governmentId: number; campaignId?: number | null; notes: (who: string) => string },
): Promise<void> {
  const actor = actorFor(ctx, {
    governmentId: line.governmentId,
    campaignId: line.campaignId ?? 0,
  });
  await recordActivity(tx, {
    governmentId: line.governmentId,
    campaignId: line.campaignId ?? null,
    userId: ctx.user.id,
    apiTokenId: actor?.apiTokenId ?? null,
    activityType: 'other',
    notes: line.notes(actor?.userName ?? `${ctx.user.firstName} ${ctx.user.lastName}`),
  });
}
