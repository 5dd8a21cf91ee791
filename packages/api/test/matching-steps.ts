import { contributionInput } from './record-inputs';
import type { RecordsWorld } from './records-fixture';

/** A donor as the contribution form names them. */
export const donor = (firstName: string, lastName: string, address1: string, zip: string) => ({
  firstName,
  lastName,
  address1,
  zip,
});

/** The steps of a contribution's way to a match, in `world`'s campaign. */
export function matchingSteps(world: RecordsWorld) {
  return {
    /** A contribution the campaign staff enters and the campaign admin submits. */
    submittedGift: async (overrides: Parameters<typeof contributionInput>[1] = {}) => {
      const created = await world.campaignStaff.call((api) =>
        api.contributions.create(contributionInput(world.campaignId, overrides)),
      );
      return world.campaignAdmin.call((api) =>
        api.contributions.update({ id: created.id, status: 'submitted' }),
      );
    },
    /** City staff mark a contribution processed and compliant, matched with public money. */
    processWithMatch: (id: number, match: { matchAmount: number; matchReason?: string }) =>
      world.governmentAdmin.call((api) =>
        api.contributions.update({ id, status: 'processed', compliant: true, ...match }),
      ),
  };
}
