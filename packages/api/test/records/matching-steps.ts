import type { Browser } from '../support/harness';
import { contributionInput } from './record-inputs';
import type { RecordsWorld } from './records-fixture';
import { voter } from './voters';

/** A voter file of three people; one lives outside Portland. */
export const MATCHING_VOTERS = [
  voter('100000001', 'Robert', 'Smith', {
    address1: '1024 SE Morrison St',
    address2: 'APT 4',
    zip: '97214',
  }),
  voter('100000002', 'Maria', 'Okafor', { address1: '77 NE Alberta St', zip: '97211' }),
  voter('100000003', 'Jane', 'Doe', {
    address1: '55 Main St',
    city: 'Vancouver',
    state: 'WA',
    zip: '98660',
  }),
];

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
    /** The matching progress of the world's campaign, as one browser asks for it. */
    progressAs: (browser: Browser) =>
      browser.call((api) => api.matching.campaignProgress({ campaignId: world.campaignId })),
    /** City staff mark a contribution processed and compliant, matched with public money. */
    processWithMatch: (id: number, match: { matchAmount: number; matchReason?: string }) =>
      world.governmentAdmin.call((api) =>
        api.contributions.update({ id, status: 'processed', compliant: true, ...match }),
      ),
  };
}
