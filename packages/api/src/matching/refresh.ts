import type { DbOrTx } from '@portal/db';
import { collectInBatches, contributions, type StoredMatchResults } from '@portal/db';
import {
  bestMatchStrength,
  isPersonContributor,
  isPortlandAddress,
  type MatchStrength,
  normalisePersonName,
  normaliseZip,
} from '@portal/domain';
import { inArray, sql } from 'drizzle-orm';
import { findMatchCandidates } from './candidates';

type ContributionRow = typeof contributions.$inferSelect;
export type DonorFields = Pick<
  ContributionRow,
  | 'id'
  | 'governmentId'
  | 'contributorType'
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zip'
  | 'matchId'
>;

/** The donor of a record not yet written, whose optional fields may be left out. */
type UnsavedDonor = Pick<
  DonorFields,
  'governmentId' | 'contributorType' | 'address1' | 'city' | 'state' | 'zip'
> &
  Partial<Pick<DonorFields, 'firstName' | 'lastName' | 'name' | 'address2'>>;

/** A record's donor fields as matching reads them, keyed by `id` and holding `matchId`. */
export const donorFieldsOf = (
  row: UnsavedDonor,
  id: number,
  matchId: string | null = null,
): DonorFields => ({
  id,
  governmentId: row.governmentId,
  contributorType: row.contributorType,
  firstName: row.firstName ?? null,
  lastName: row.lastName ?? null,
  name: row.name ?? null,
  address1: row.address1,
  address2: row.address2 ?? null,
  city: row.city,
  state: row.state,
  zip: row.zip,
  matchId,
});

export interface MatchState {
  matchResults: StoredMatchResults | null;
  matchId: string | null;
  matchStrength: MatchStrength | null;
  matchInPortland: boolean;
  donorKey: string;
}

/**
 * Who gave, for per-donor limits and counts: the match once there is one, else the name and zip
 * as written (entities by their name).
 */
export function donorKeyOf(row: DonorFields, matchId: string | null): string {
  if (matchId) return matchId;
  const zip = normaliseZip(row.zip);
  if (!isPersonContributor(row.contributorType))
    return `entity:${normalisePersonName(row.name ?? '')}|${zip}`;
  return `person:${normalisePersonName(row.firstName ?? '')}|${normalisePersonName(row.lastName ?? '')}|${zip}`;
}

const strengthOf = (results: StoredMatchResults, id: string): MatchStrength | null => {
  for (const strength of ['exact', 'strong', 'weak'] as const) {
    if (results[strength].some((candidate) => candidate.id === id)) return strength;
  }
  return null;
};

const candidateOf = (results: StoredMatchResults, id: string) =>
  [...results.exact, ...results.strong, ...results.weak].find((candidate) => candidate.id === id);

/**
 * The match a contribution keeps after its candidates were found again: the chosen match while
 * it is still a candidate; otherwise the one exact candidate, if there is exactly one (an exact
 * match needs nobody's judgement); otherwise no match, with the best strength found, for a
 * government admin to decide.
 */
export function decideMatch(row: DonorFields, results: StoredMatchResults | null): MatchState {
  if (!results) {
    return {
      matchResults: null,
      matchId: null,
      matchStrength: null,
      matchInPortland: isPortlandAddress(row),
      donorKey: donorKeyOf(row, null),
    };
  }
  const kept = row.matchId ? strengthOf(results, row.matchId) : null;
  const exactOnly = results.exact.length === 1 ? results.exact[0] : undefined;
  const matchId = kept && row.matchId ? row.matchId : (exactOnly?.id ?? null);
  const matchStrength = kept ?? (exactOnly ? 'exact' : bestMatchStrength(results));
  const chosen = matchId ? candidateOf(results, matchId) : undefined;
  return {
    matchResults: results,
    matchId,
    matchStrength,
    matchInPortland: chosen ? chosen.inPortland : isPortlandAddress(row),
    donorKey: donorKeyOf(row, matchId),
  };
}

const UPDATE_CHUNK = 500;

/**
 * Finds the match candidates of these contributions again (after a save changed the donor's
 * name or address, or after an import) and stores them with the resulting match, in the caller's
 * transaction. Only persons are matched; entities just get their donor key.
 */
export function refreshContributionMatches(
  db: DbOrTx,
  contributionIds: readonly number[],
): Promise<Map<number, MatchState>> {
  return collectInBatches(contributionIds, UPDATE_CHUNK, async (ids) => {
    const rows = await db
      .select({
        id: contributions.id,
        governmentId: contributions.governmentId,
        contributorType: contributions.contributorType,
        firstName: contributions.firstName,
        lastName: contributions.lastName,
        name: contributions.name,
        address1: contributions.address1,
        address2: contributions.address2,
        city: contributions.city,
        state: contributions.state,
        zip: contributions.zip,
        matchId: contributions.matchId,
      })
      .from(contributions)
      .where(inArray(contributions.id, ids))
      // Held until the caller's transaction ends, in id order as every writer of many records
      // takes them: an address edit committing meanwhile is waited for and read, rather than
      // overwritten by the candidates of the address it replaced.
      .orderBy(contributions.id)
      .for('update');
    const states = await decideMatches(db, rows);
    await storeMatchStates(db, ids, states);
    return states;
  });
}

/**
 * The match state of each donor, by `id`: its candidates found in the database (a round of
 * statements per 3,000 persons), then `decideMatch`. The donors need not be stored: a bulk import
 * decides its rows' matches before inserting them (keyed by their place in the file), which
 * spares updating every row it has just written.
 */
export async function decideMatches(
  db: DbOrTx,
  rows: readonly DonorFields[],
): Promise<Map<number, MatchState>> {
  const persons = rows.filter((row) => isPersonContributor(row.contributorType));
  const found = await findMatchCandidates(
    db,
    persons.map((row) => ({
      key: row.id,
      governmentId: row.governmentId,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
    })),
  );
  return new Map(rows.map((row) => [row.id, decideMatch(row, found.get(row.id) ?? null)] as const));
}

async function storeMatchStates(
  db: DbOrTx,
  ids: readonly number[],
  states: ReadonlyMap<number, MatchState>,
): Promise<void> {
  const payload = JSON.stringify(
    ids.flatMap((id) => {
      const state = states.get(id);
      return state
        ? [
            {
              id,
              match_results: state.matchResults,
              match_id: state.matchId,
              match_strength: state.matchStrength,
              match_in_portland: state.matchInPortland,
              donor_key: state.donorKey,
            },
          ]
        : [];
    }),
  );
  await db.execute(sql`
    update contributions c set
      match_results = s.match_results,
      match_id = s.match_id,
      match_strength = s.match_strength,
      match_in_portland = s.match_in_portland,
      donor_key = s.donor_key
    from jsonb_to_recordset(${payload}::jsonb) as s(
      id int, match_results jsonb, match_id text, match_strength text,
      match_in_portland boolean, donor_key text
    )
    where c.id = s.id
  `);
}
