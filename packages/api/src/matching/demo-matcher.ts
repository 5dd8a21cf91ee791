import type { DemoMatcher } from '@portal/db';
import { isPersonContributor } from '@portal/domain';
import { findMatchCandidates } from './candidates';
import { decideMatch, donorFieldsOf } from './refresh';
import { refreshVoterStreets } from './streets';

/** The matcher the demo seed runs over the gifts it makes, as saving them in the portal would. */
export const demoMatcher: DemoMatcher = {
  refreshVoterStreets,
  async matchRows(db, rows, chosenMatchIds) {
    const found = await findMatchCandidates(
      db,
      rows.flatMap((row, index) =>
        isPersonContributor(row.contributorType)
          ? [
              {
                key: index,
                governmentId: row.governmentId,
                firstName: row.firstName ?? '',
                lastName: row.lastName ?? '',
                address1: row.address1,
                address2: row.address2 ?? null,
                city: row.city,
                state: row.state,
                zip: row.zip,
              },
            ]
          : [],
      ),
    );
    rows.forEach((row, index) => {
      const chosen = chosenMatchIds[index] ?? null;
      Object.assign(row, decideMatch(donorFieldsOf(row, index, chosen), found.get(index) ?? null));
    });
  },
};
