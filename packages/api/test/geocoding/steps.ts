import { geocodingJobs } from '@portal/db';
import { and, eq, inArray } from 'drizzle-orm';
import { contributionInput } from '../records/record-inputs';
import type { RecordsWorld } from '../records/records-fixture';

/** What the geocoding tests do in `world`'s campaign. */
export function geocodingSteps(world: RecordsWorld) {
  const db = () => world.api.handle.db;
  return {
    /** The queue's jobs of these contributions. */
    jobsFor: (ids: number[]) =>
      db()
        .select({ targetId: geocodingJobs.targetId, state: geocodingJobs.state })
        .from(geocodingJobs)
        .where(and(eq(geocodingJobs.target, 'contribution'), inArray(geocodingJobs.targetId, ids))),
    /** A contribution the campaign admin saves and submits: its address joins the queue. */
    submittedContribution: async (overrides: Record<string, unknown> = {}) => {
      const created = await world.campaignAdmin.call((api) =>
        api.contributions.create(
          contributionInput(world.campaignId, { date: '2024-04-02', ...overrides }),
        ),
      );
      await world.campaignAdmin.call((api) =>
        api.contributions.update({ id: created.id, status: 'submitted' }),
      );
      return created.id;
    },
  };
}
