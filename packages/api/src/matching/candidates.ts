import type { DbOrTx, StoredMatchCandidate, StoredMatchResults } from '@portal/db';
import { collectInBatches, rowsOf } from '@portal/db';
import {
  classifyMatch,
  completeStreetAddress,
  type IndexedStreet,
  isPortlandAddress,
  MATCH_STRENGTH_PRIORITY,
  type MatchPerson,
  type MatchStrength,
  normalisePersonName,
  normaliseZip,
  parseStreetAddress,
  type StreetAddressParts,
  streetLine,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { findStreetsFor } from './streets';

/** A donor as a contribution names them, keyed by the caller's own id (a contribution id). */
export interface MatchQuery extends MatchPerson {
  key: number;
  governmentId: number;
}

interface CandidateRow {
  query_key: number;
  id: string;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * People asked about in one statement: a bulk import's whole file of up to a few thousand rows
 * (its 500 kB limit), bounded so a statement's JSON stays small. Chunks of 400 made a 3,000-row
 * file 16 statements, 66-117 ms against 35-60 ms as 2 (load 6).
 */
const QUERY_CHUNK = 3_000;
/** Below this pg_trgm similarity two addresses with one house number are different streets. */
const ADDRESS_SIMILARITY = 0.4;
/** Rows each search path may bring per donor before classification. */
const ROWS_PER_PATH = 12;

/**
 * The search runs inside PostgreSQL, so the voter file is never loaded into memory. Two paths,
 * both on btree indexes: the donor's house number with a pg_trgm-similar address in the same zip
 * or city, which sees through typos and abbreviations of the street and of the names living
 * there; and the donor's last name with the same first initial in the same zip or city, which
 * finds people who moved or whose house number was mistyped. Donor identities of the same
 * government are searched the same way. Classification then applies the domain rules.
 */
async function searchRows(
  db: DbOrTx,
  queries: readonly MatchQuery[],
  /** Each query's address as `parseStreetAddress` reads it, by its place in `queries`. */
  addresses: readonly StreetAddressParts[],
  streetsOf: (query: MatchQuery) => readonly IndexedStreet[],
): Promise<CandidateRow[]> {
  const people = JSON.stringify(
    queries.map((query, index) => ({
      key: query.key,
      government_id: query.governmentId,
      first: normalisePersonName(query.firstName),
      last: normalisePersonName(query.lastName),
      address: searchedAddress(addresses[index], streetsOf(query)),
      zip: normaliseZip(query.zip),
      city: query.city.trim().toUpperCase(),
    })),
  );
  const result = await db.execute(sql`
    with person as (
      select p.*, split_part(p.address, ' ', 1) as house_number
      from jsonb_to_recordset(${people}::jsonb)
        as p(key int, government_id int, first text, last text, address text, zip text, city text)
      -- The planner takes a JSON record set for 100 rows; the limit tells it the real number, so
      -- one donor's search is costed as one (~2,300, not ~225,000) and not JIT-compiled, which
      -- took ~20 ms of a ~25 ms search against 500,000 known contributors.
      limit ${sql.raw(String(queries.length))}
    ),
    -- Each address is searched once however many donors of the file give it (a household, an
    -- office, a file of one event's donors): its rows do not depend on the donor's name.
    place as (
      select distinct house_number, address, zip, city from person where house_number <> ''
    ),
    at_place as materialized (
      select a.house_number as place_number, a.address as place_address, a.zip as place_zip,
        a.city as place_city, k.*
      from place a cross join lateral (
        select v.id, v.first_name, v.last_name, v.address1, v.address2, v.city, v.state, v.zip
        from known_contributors v
        where split_part(v.normalized_address, ' ', 1) = a.house_number
          and (v.zip = a.zip or upper(v.city) = a.city)
          and similarity(v.normalized_address, a.address) >= ${ADDRESS_SIMILARITY}
        order by similarity(v.normalized_address, a.address) desc
        limit ${ROWS_PER_PATH}
      ) k
    ),
    -- Donor identities by the same two paths, each an equality the whole file is joined on at
    -- once (a hash join on the house number, another on the last name), where one 'or' of both
    -- made PostgreSQL read every identity of the government for each donor: 11 ms of a 400-donor
    -- statement's 15 with 156 identities, and growing with every identity a government records.
    -- A donor keeps at most as many identities as each path's search keeps rows.
    identity_found as (
      select p.key, d.id from person p join donor_identities d
        on d.government_id = p.government_id
        and split_part(d.normalized_address, ' ', 1) = p.house_number
      where p.house_number <> ''
        and similarity(d.normalized_address, p.address) >= ${ADDRESS_SIMILARITY}
      union
      select p.key, d.id from person p join donor_identities d
        on d.government_id = p.government_id and d.normalized_last_name = p.last
      where p.last <> '' and left(d.normalized_first_name, 1) = left(p.first, 1)
    ),
    identity_kept as (
      select key, id, row_number() over (partition by key order by id) as nth from identity_found
    )
    select p.key as query_key, k.id, k.first_name, k.last_name, k.address1, k.address2, k.city,
      k.state, k.zip
    from person p join at_place k on k.place_number = p.house_number
      and k.place_address is not distinct from p.address and k.place_zip is not distinct from p.zip
      and k.place_city is not distinct from p.city
    union all
    select p.key, k.* from person p cross join lateral (
      select v.id, v.first_name, v.last_name, v.address1, v.address2, v.city, v.state, v.zip
      from known_contributors v
      where p.last <> '' and v.normalized_last_name = p.last
        and left(v.normalized_first_name, 1) = left(p.first, 1)
        and (v.zip = p.zip or upper(v.city) = p.city)
      limit ${ROWS_PER_PATH}
    ) k
    union all
    select k.key, 'donor:' || d.id, d.first_name, d.last_name, d.address1, d.address2, d.city,
      d.state, d.zip
    from identity_kept k join donor_identities d on d.id = k.id
    where k.nth <= ${ROWS_PER_PATH}
  `);
  return rowsOf<CandidateRow>(result);
}

/** The donor's address as searched: normalised, with an unambiguous omission filled in. */
function searchedAddress(
  address: StreetAddressParts | undefined,
  streets: readonly IndexedStreet[],
): string {
  if (!address) return '';
  const parts = completeStreetAddress(address, streets);
  const street = streetLine(parts);
  return parts.unit === null ? street : `${street} ${parts.unit}`;
}

const personOf = (row: CandidateRow): MatchPerson & { address2: string | null } => ({
  firstName: row.first_name,
  lastName: row.last_name,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
});

const toCandidate = (row: CandidateRow): StoredMatchCandidate => ({
  id: row.id,
  ...personOf(row),
  inPortland: isPortlandAddress(row),
});

type CandidateStrength = NonNullable<ReturnType<typeof classifyMatch>>;

const rank = (strength: MatchStrength) => MATCH_STRENGTH_PRIORITY.indexOf(strength);

/** Classifies one donor's rows: each person once, at the best strength any of their rows gave. */
function resultsFor(
  query: MatchQuery,
  rows: readonly CandidateRow[],
  streets: readonly IndexedStreet[],
): StoredMatchResults {
  const best = new Map<string, { strength: CandidateStrength; candidate: StoredMatchCandidate }>();
  for (const row of rows) {
    const strength = classifyMatch(query, personOf(row), streets);
    if (!strength) continue;
    const known = best.get(row.id);
    if (!known || rank(strength) < rank(known.strength))
      best.set(row.id, { strength, candidate: toCandidate(row) });
  }
  const results: StoredMatchResults = { exact: [], strong: [], weak: [] };
  for (const { strength, candidate } of best.values()) results[strength].push(candidate);
  return results;
}

/** Match candidates for each donor, by the query's key. */
export function findMatchCandidates(
  db: DbOrTx,
  queries: readonly MatchQuery[],
): Promise<Map<number, StoredMatchResults>> {
  return collectInBatches(queries, QUERY_CHUNK, async (chunk) => {
    // Read once for both statements: parsing an address costs about 10 µs.
    const addresses = chunk.map((query) => parseStreetAddress(query.address1, query.address2));
    const streets = await findStreetsFor(
      db,
      chunk.map((query, index) => ({
        key: query.key,
        zip: normaliseZip(query.zip),
        city: query.city,
        streetName: addresses[index]?.name ?? '',
      })),
    );
    const streetsOf = (query: MatchQuery) => streets.get(query.key) ?? [];
    const rows = await searchRows(db, chunk, addresses, streetsOf);
    const byKey = new Map<number, CandidateRow[]>();
    for (const row of rows) {
      const list = byKey.get(row.query_key) ?? [];
      list.push(row);
      byKey.set(row.query_key, list);
    }
    return new Map(
      chunk.map(
        (query) =>
          [query.key, resultsFor(query, byKey.get(query.key) ?? [], streetsOf(query))] as const,
      ),
    );
  });
}
