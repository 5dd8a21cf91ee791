import { type Database, knownContributors } from '@portal/db';
import { normalisePersonName, normaliseStreetAddress } from '@portal/domain';

/** A row of the voter file before the matcher's normalised keys are added. */
export type Voter = Pick<
  typeof knownContributors.$inferInsert,
  'id' | 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'state' | 'zip'
>;

/** Puts people into the voter file with the normalised keys the matcher looks them up by. */
export async function addVoters(db: Database, voters: readonly Voter[]) {
  await db.insert(knownContributors).values(
    voters.map((voter) => ({
      ...voter,
      normalizedFirstName: normalisePersonName(voter.firstName),
      normalizedLastName: normalisePersonName(voter.lastName),
      normalizedAddress: normaliseStreetAddress(voter.address1, voter.address2).full,
    })),
  );
}

/** A voter of the file, living in Portland, Oregon unless the address says otherwise. */
export const voter = (
  id: string,
  firstName: string,
  lastName: string,
  address: Pick<Voter, 'address1' | 'zip'> & Partial<Pick<Voter, 'address2' | 'city' | 'state'>>,
): Voter => ({
  id,
  firstName,
  lastName,
  address2: null,
  city: 'Portland',
  state: 'OR',
  ...address,
});
