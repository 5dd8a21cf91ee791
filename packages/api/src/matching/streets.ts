import type { DbOrTx } from '@portal/db';
import { batchesOf, rowsOf, voterStreets } from '@portal/db';
import {
  type IndexedStreet,
  normaliseZip,
  parseStreetAddress,
  STREET_NAME_TYPO_MIN_LETTERS,
} from '@portal/domain';
import { sql } from 'drizzle-orm';

/** Voter rows read per statement while rebuilding; keyset pages on the primary key. */
const READ_BATCH = 5000;
/** Streets written per statement: 6 columns, well under PostgreSQL's 65,535 parameters. */
const WRITE_BATCH = 2000;

/** The city as the matcher compares it: trimmed, upper case. */
export const streetIndexCity = (city: string): string => city.trim().toUpperCase();

interface VoterAddressRow {
  id: string;
  record_seq: number;
  address1: string;
  address2: string | null;
  city: string;
  zip: string;
}

type VoterStreet = typeof voterStreets.$inferInsert;

/**
 * Rebuilds the street index from the voter file: every distinct normalised street (name,
 * directionals, suffix) per ZIP code and city. The addresses are parsed by the same domain rule
 * as donors' addresses, so both sides read 'SOUTHEAST MORRISON STREET' alike. Run in the
 * import's transaction, so the index never disagrees with the file it was built from. Returns
 * the number of streets.
 */
export async function refreshVoterStreets(db: DbOrTx): Promise<number> {
  const streets = new Map<string, VoterStreet>();
  let after: { id: string; recordSeq: number } | null = null;
  for (;;) {
    const cursor: { id: string; recordSeq: number } | null = after;
    const page: VoterAddressRow[] = rowsOf<VoterAddressRow>(
      await db.execute(sql`
        select id, record_seq, address1, address2, city, zip from known_contributors
        ${cursor ? sql`where (id, record_seq) > (${cursor.id}, ${cursor.recordSeq})` : sql``}
        order by id, record_seq
        limit ${READ_BATCH}
      `),
    );
    for (const row of page) {
      const parts = parseStreetAddress(row.address1, row.address2);
      if (parts.name === '' || parts.houseNumber.startsWith('PO BOX')) continue;
      const street: VoterStreet = {
        zip: normaliseZip(row.zip),
        city: streetIndexCity(row.city),
        name: parts.name,
        preDirectional: parts.preDirectional ?? '',
        suffix: parts.suffix ?? '',
        postDirectional: parts.postDirectional ?? '',
      };
      const key = [
        street.zip,
        street.city,
        street.name,
        street.preDirectional,
        street.suffix,
        street.postDirectional,
      ].join('|');
      streets.set(key, street);
    }
    const last: VoterAddressRow | undefined = page.at(-1);
    if (!last || page.length < READ_BATCH) break;
    after = { id: last.id, recordSeq: Number(last.record_seq) };
  }
  await db.delete(voterStreets);
  const rows = [...streets.values()];
  for (const batch of batchesOf(rows, WRITE_BATCH)) await db.insert(voterStreets).values(batch);
  await db.execute(sql`analyze voter_streets`);
  return rows.length;
}

/** True when the street index has no street yet (a database migrated before it existed). */
export async function voterStreetsAreEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ zip: voterStreets.zip }).from(voterStreets).limit(1);
  return rows.length === 0;
}

/** One donor's place and street name, asked of the street index. */
export interface StreetQuery {
  key: number;
  zip: string;
  city: string;
  streetName: string;
}

interface StreetRow {
  query_key: number;
  name: string;
  pre_directional: string;
  suffix: string;
  post_directional: string;
}

/**
 * The streets that could fit each donor's street: the same name, or, for street names long
 * enough to carry a typo, a name one edit away. One edit changes at most one end of a name of 5
 * letters or more (4 once a letter is dropped), so a one-typo name keeps its first two or its
 * last two letters and its length within one: that narrows the ZIP code's streets in SQL, and the domain decides the rest. One
 * statement for all the donors, on the index's primary key (ZIP code, name) or, without a ZIP
 * code, on (city, name).
 */
export async function findStreetsFor(
  db: DbOrTx,
  queries: readonly StreetQuery[],
): Promise<Map<number, IndexedStreet[]>> {
  const found = new Map<number, IndexedStreet[]>();
  // Each street is asked once however many donors give it (a file of one event's donors, a
  // household, a street canvassed): the donors' keys by the street they ask about.
  const askedBy = new Map<string, { zip: string; city: string; name: string; keys: number[] }>();
  for (const query of queries) {
    if (query.streetName === '') continue;
    const city = streetIndexCity(query.city);
    const id = `${query.zip}|${city}|${query.streetName}`;
    const street = askedBy.get(id);
    if (street) street.keys.push(query.key);
    else askedBy.set(id, { zip: query.zip, city, name: query.streetName, keys: [query.key] });
  }
  if (askedBy.size === 0) return found;
  const asked = [...askedBy.values()];
  const people = JSON.stringify(
    asked.map((street, index) => ({
      key: index,
      zip: street.zip,
      city: street.city,
      name: street.name,
    })),
  );
  const nameFits = sql`(s.name = p.name or (
    length(s.name) >= ${STREET_NAME_TYPO_MIN_LETTERS}
    and abs(length(s.name) - length(p.name)) <= 1
    and (left(s.name, 2) = left(p.name, 2) or right(s.name, 2) = right(p.name, 2))
  ))`;
  const result = await db.execute(sql`
    with person as (
      select * from jsonb_to_recordset(${people}::jsonb) as p(key int, zip text, city text, name text)
    )
    select p.key as query_key, s.name, s.pre_directional, s.suffix, s.post_directional
    from person p join voter_streets s on p.zip <> '' and s.zip = p.zip and ${nameFits}
    union
    select p.key, s.name, s.pre_directional, s.suffix, s.post_directional
    from person p join voter_streets s on p.zip = '' and s.city = p.city and ${nameFits}
  `);
  for (const row of rowsOf<StreetRow>(result)) {
    const street = {
      name: row.name,
      preDirectional: row.pre_directional || null,
      suffix: row.suffix || null,
      postDirectional: row.post_directional || null,
    };
    for (const key of asked[row.query_key]?.keys ?? []) {
      const list = found.get(key) ?? [];
      list.push(street);
      found.set(key, list);
    }
  }
  return found;
}
