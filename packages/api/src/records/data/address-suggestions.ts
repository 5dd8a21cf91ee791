import {
  contributions,
  type DbOrTx,
  expenditures,
  houseNumber,
  knownContributors,
} from '@portal/db';
import { normaliseStreetAddress } from '@portal/domain';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordScope } from '../../access/scope';
import { scopeCondition } from './records';

/** A street address the portal can fill in; never whose address it is. */
export interface SuggestedAddress {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** What a source is asked: the street text typed so far, how many answers, whose records. */
export interface AddressSuggestionRequest {
  text: string;
  limit: number;
  /** The records the caller may see; sources of public addresses may ignore it. */
  scope: RecordScope;
}

/**
 * Somewhere street addresses are suggested from. No maps service is reachable from the portal,
 * so today the only source is `knownAddressSource` (addresses the portal already holds). A
 * geocoder implementing this interface can replace that source or join it in the list the
 * procedure hands to `suggestAddresses`; nothing else has to change.
 */
export interface AddressSuggestionSource {
  suggest(request: AddressSuggestionRequest): Promise<SuggestedAddress[]>;
}

/**
 * Asks each source in turn and keeps the first `limit` distinct addresses, earlier sources
 * first. A source is asked only while places are left.
 */
export async function suggestAddresses(
  sources: readonly AddressSuggestionSource[],
  request: AddressSuggestionRequest,
): Promise<SuggestedAddress[]> {
  const suggested = new Map<string, SuggestedAddress>();
  for (const source of sources) {
    const left = request.limit - suggested.size;
    if (left <= 0) break;
    for (const address of await source.suggest({ ...request, limit: left })) {
      const key = addressKey(address);
      if (!suggested.has(key) && suggested.size < request.limit) suggested.set(key, address);
    }
  }
  return [...suggested.values()];
}

/** Two spellings differing only in case or spacing are one address. */
const addressKey = (address: SuggestedAddress) =>
  [address.address1, address.address2 ?? '', address.city, address.state, address.zip]
    .map((part) => part.trim().replace(/\s+/g, ' ').toUpperCase())
    .join('|');

/** The typed text in the forms the queries compare. */
interface AddressQuery {
  /** As typed, upper case with single spaces: compared with addresses as people wrote them. */
  typed: string;
  /** Domain `normaliseStreetAddress` form: compared with the voter file's normalised address. */
  normalised: string;
  /** The leading house number, or null when the text does not start with one. */
  houseNumber: string | null;
  /** The normalised words after the house number; empty while only the number is typed. */
  street: string;
}

function addressQueryOf(text: string): AddressQuery {
  const typed = text.trim().replace(/\s+/g, ' ').toUpperCase();
  const normalised = normaliseStreetAddress(typed).full;
  const [first = '', ...rest] = normalised.split(' ');
  const startsWithNumber = /^\d/.test(first);
  return {
    typed,
    normalised,
    houseNumber: startsWithNumber ? first : null,
    street: startsWithNumber ? rest.join(' ') : '',
  };
}

/**
 * Below this pg_trgm similarity of the street words an address is another street. Compared
 * without the house number, which every candidate shares and which would otherwise make two
 * different streets at one number look alike.
 */
const STREET_SIMILARITY = 0.4;
/** Voter rows read at one house number before grouping, so a busy number stays cheap. */
const VOTER_CANDIDATE_ROWS = 200;

/** `%` and `_` typed by the user are matched literally. */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The words of an upper-cased address line after its house number. */
const streetWordsOf = (line: SQL | PgColumn, number: string) =>
  sql`substr(${line}, ${number.length + 2})`;

/**
 * Voter-file addresses (public record) at the typed house number whose street starts like the
 * typed words or is similar to them. The house number must come first: its btree index
 * (`known_contributors_house_number_idx`) narrows 500,000 rows to the few dozen at that number
 * before any similarity is computed, so no query reads the whole file. The number is matched
 * exactly; the portal asks again as typing goes on, so '123' and then '1234' find their houses.
 */
async function voterFileAddresses(
  db: DbOrTx,
  query: AddressQuery,
  limit: number,
): Promise<SuggestedAddress[]> {
  if (query.houseNumber === null) return [];
  const voter = knownContributors;
  const street = streetWordsOf(voter.normalizedAddress, query.houseNumber);
  const startsLikeTyped = sql<boolean>`(${voter.normalizedAddress} like ${startingWith(query.normalised)} or upper(${voter.address1}) like ${startingWith(query.typed)})`;
  const closeness = query.street
    ? sql<number>`case when ${startsLikeTyped} then 1 else 0 end + similarity(${street}, ${query.street})`
    : sql<number>`0::real`;
  const streetMatches = query.street
    ? sql`(${startsLikeTyped} or similarity(${street}, ${query.street}) >= ${STREET_SIMILARITY})`
    : undefined;
  const candidates = db
    .select({
      address1: voter.address1,
      address2: voter.address2,
      city: voter.city,
      state: voter.state,
      zip: voter.zip,
      closeness: closeness.as('closeness'),
    })
    .from(voter)
    .where(and(eq(houseNumber(voter.normalizedAddress), query.houseNumber), streetMatches))
    // With only the number typed every row at it is as good as another: no order to keep.
    .orderBy(...(query.street ? [desc(closeness)] : []))
    .limit(VOTER_CANDIDATE_ROWS)
    .as('candidates');
  return db
    .select({
      address1: candidates.address1,
      address2: candidates.address2,
      city: candidates.city,
      state: candidates.state,
      zip: candidates.zip,
    })
    .from(candidates)
    .groupBy(
      candidates.address1,
      candidates.address2,
      candidates.city,
      candidates.state,
      candidates.zip,
    )
    .orderBy(desc(sql`max(${candidates.closeness})`), asc(candidates.address1))
    .limit(limit);
}

/** The columns of a record table an address suggestion reads. */
interface RecordAddressColumns {
  campaignId: PgColumn;
  governmentId: PgColumn;
  updatedAt: PgColumn;
  address1: PgColumn;
  address2: PgColumn;
  city: PgColumn;
  state: PgColumn;
  zip: PgColumn;
}

/**
 * Records read per query, newest first. Record addresses have no index of their own, so a city
 * reviewer's query would otherwise read every record of the government; the scope's
 * `(campaign_id | government_id, updated_at)` indexes give the newest rows and stop here.
 */
const RECENT_RECORD_ROWS = 5_000;

/**
 * Complete addresses of the newest contributions or expenditures the scope allows, starting
 * like the typed text or, at the typed house number, with a similar street. Record addresses
 * are stored as people wrote them, so the typed text is compared as typed and only the street
 * words as normalised.
 */
async function recordAddresses(
  db: DbOrTx,
  table: PgTable,
  columns: RecordAddressColumns,
  query: AddressQuery,
  scope: RecordScope,
  limit: number,
): Promise<SuggestedAddress[]> {
  const recent = db
    .select({
      address1: sql<string>`${columns.address1}`.as('address1'),
      address2: sql<string | null>`${columns.address2}`.as('address2'),
      city: sql<string>`${columns.city}`.as('city'),
      state: sql<string>`${columns.state}`.as('state'),
      zip: sql<string>`${columns.zip}`.as('zip'),
    })
    .from(table)
    .where(
      and(
        scopeCondition(columns, scope),
        isNotNull(columns.address1),
        isNotNull(columns.city),
        isNotNull(columns.state),
        isNotNull(columns.zip),
      ),
    )
    .orderBy(desc(columns.updatedAt))
    .limit(RECENT_RECORD_ROWS)
    .as('recent');
  const line = sql`upper(trim(${recent.address1}))`;
  const startsLikeTyped = sql`${line} like ${startingWith(query.typed)}`;
  const similarStreet =
    query.houseNumber !== null && query.street
      ? sql`(split_part(${line}, ' ', 1) = ${query.houseNumber} and similarity(${streetWordsOf(line, query.houseNumber)}, ${query.street}) >= ${STREET_SIMILARITY})`
      : undefined;
  return db
    .select({
      address1: recent.address1,
      address2: recent.address2,
      city: recent.city,
      state: recent.state,
      zip: recent.zip,
    })
    .from(recent)
    .where(similarStreet ? sql`(${startsLikeTyped} or ${similarStreet})` : startsLikeTyped)
    .groupBy(recent.address1, recent.address2, recent.city, recent.state, recent.zip)
    .orderBy(desc(sql`bool_or(${startsLikeTyped})`), asc(recent.address1))
    .limit(limit);
}

/**
 * Addresses the portal already knows: first those of the contributions and expenditures the
 * caller may see (a campaign's repeat donors and vendors), then the voter file's.
 */
export function knownAddressSource(db: DbOrTx): AddressSuggestionSource {
  return {
    async suggest({ text, limit, scope }) {
      const query = addressQueryOf(text);
      const [fromContributions, fromExpenditures, fromVoterFile] = await Promise.all([
        recordAddresses(db, contributions, contributions, query, scope, limit),
        recordAddresses(db, expenditures, expenditures, query, scope, limit),
        voterFileAddresses(db, query, limit),
      ]);
      return [...fromContributions, ...fromExpenditures, ...fromVoterFile];
    },
  };
}
