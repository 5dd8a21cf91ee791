import {
  CONTRIBUTION_KIND,
  CONTRIBUTION_STATUSES,
  type ContributionPaymentMethod,
  type ContributionStatus,
  type ContributionSubtype,
  type ContributionType,
  type ContributorType,
  type InKindType,
  type MatchStrength,
  type OaeType,
  PERSON_CONTRIBUTOR_TYPES,
  type PhoneType,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, cents, mapPoint, pointComplete, requiredAddress } from './columns';
import * as record from './records';

/** One person a contribution may be from, as the matcher found them. */
export interface StoredMatchCandidate {
  /** A voter id, or `donor:{id}` for a donor identity outside the voter file. */
  id: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  inPortland: boolean;
}

export interface StoredMatchResults {
  exact: StoredMatchCandidate[];
  strong: StoredMatchCandidate[];
  weak: StoredMatchCandidate[];
}

const personTypes = PERSON_CONTRIBUTOR_TYPES.values.map((type) => `'${type}'`).join(', ');
const firstName = `nullif(trim("first_name"), '')`;
const lastName = `nullif(trim("last_name"), '')`;
/** Generated columns cannot call `concat_ws` (only stable): `||` and coalesce say the same. */
const contributorListName = sql.raw(
  `lower(case when "contributor_type" in (${personTypes})
    then coalesce(${firstName} || ' ' || ${lastName}, ${firstName}, ${lastName}, '')
    else coalesce("name", '') end)`,
);

/** Money received by a campaign: the contribution payload of spec section 3 plus review state. */
export const contributions = pgTable(
  'contributions',
  {
    ...record.ownerColumns<ContributionStatus>('draft'),
    type: text('type').$type<ContributionType>().notNull(),
    subType: text('sub_type').$type<ContributionSubtype>().notNull(),
    contributorType: text('contributor_type').$type<ContributorType>().notNull(),
    oaeType: text('oae_type').$type<OaeType>().notNull(),
    inKindType: text('in_kind_type').$type<InKindType>(),
    inKindDescription: text('in_kind_description'),
    paymentMethod: text('payment_method').$type<ContributionPaymentMethod>(),
    checkNumber: text('check_number'),
    ...record.moneyColumns(),
    /** Persons (individual, family) only. */
    firstName: text('first_name'),
    middleInitial: text('middle_initial'),
    lastName: text('last_name'),
    /** Entity name for every contributor type that is not a person. */
    name: text('name'),
    ...requiredAddress(),
    email: text('email'),
    phone: text('phone'),
    phoneType: text('phone_type').$type<PhoneType>(),
    occupation: text('occupation'),
    occupationLetterDate: calendarDate('occupation_letter_date'),
    employerName: text('employer_name'),
    employerCity: text('employer_city'),
    employerState: text('employer_state'),
    employerCountry: text('employer_country'),
    notes: text('notes'),
    /** Null until a government admin has judged the contribution. */
    compliant: boolean('compliant'),
    matchAmountCents: cents('match_amount_cents'),
    /** A known contributor id or a donor identity key; previous donations are found by it. */
    matchId: text('match_id'),
    matchStrength: text('match_strength').$type<MatchStrength>(),
    /** Voter-file and donor-identity candidates found when the donor's name or address was saved. */
    matchResults: jsonb('match_results').$type<StoredMatchResults>(),
    /** Whether the donor (the chosen match, else the address given) lives in Portland. */
    matchInPortland: boolean('match_in_portland'),
    /**
     * Who gave, for per-donor limits and counts: the match id once there is one, else the
     * normalised name and zip the campaign wrote down.
     */
    donorKey: text('donor_key'),
    /** One gift split over several rows shares a batch; the dashboard counts donors by batch. */
    batchId: text('batch_id'),
    /** Geocoded point of the contributor's address, for the public map. */
    ...mapPoint(),
    /**
     * The list's Name column as it sorts (`contributorDisplayName` in lower case): first and last
     * name for persons, else the entity name. Kept by PostgreSQL so a name sort is an index walk.
     */
    listName: text('list_name').generatedAlwaysAs(contributorListName),
    /**
     * The list name as the name search reads it (`name_search_key`: case, accents and
     * compatibility forms folded), kept so a search neither folds each row it tests nor is
     * planned as if folding cost nothing.
     */
    nameSearch: text('name_search').generatedAlwaysAs(sql`name_search_key(${contributorListName})`),
    ...record.versionColumns(),
  },
  (table) => [
    // One index per list sort at each scope, ending in the id tie-breaker, so a page (and the
    // ids before a deep page) is one ordered index range; the name sorts are expression indexes
    // in a custom migration (list_indexes).
    ...record.constraints('contributions', table, CONTRIBUTION_STATUSES.values, {
      oae: table.oaeType,
      list_name: table.listName,
    }),
    index('contributions_match_id_idx').on(table.matchId),
    // Part of a name from any position: trigrams (pg_trgm, which PGlite loads too).
    index('contributions_name_search_idx').using('gin', table.nameSearch.op('gin_trgm_ops')),
    index('contributions_campaign_donor_idx').on(table.campaignId, table.donorKey),
    // The public map and geo feeds read public rows with a point: by area, and in id order.
    index('contributions_public_located_idx')
      .on(table.governmentId, table.latitude, table.longitude)
      .where(sql`${table.status} in ('submitted', 'processed') and ${table.latitude} is not null`),
    index('contributions_public_located_id_idx')
      .on(table.governmentId, table.id)
      .where(sql`${table.status} in ('submitted', 'processed') and ${table.latitude} is not null`),
    index('contributions_public_unlocated_idx')
      .on(table.governmentId, table.campaignId)
      .where(sql`${table.status} in ('submitted', 'processed') and ${table.latitude} is null`),
    // The public dashboard's date ranges: every column the dashboard classifies a public gift by,
    // in date order, so a range is read by an index-only scan, not from the table's pages.
    index('contributions_public_dashboard_date_idx')
      .on(
        table.governmentId,
        table.date,
        table.campaignId,
        table.amountCents,
        table.matchAmountCents,
        table.oaeType,
        table.contributorType,
        table.subType,
        table.paymentMethod,
        table.city,
        table.state,
        table.donorKey,
        table.batchId,
      )
      .where(sql`${table.status} in ('submitted', 'processed')`),
    check(
      'contributions_match_amount_not_negative',
      sql`${table.matchAmountCents} is null or ${table.matchAmountCents} >= 0`,
    ),
    ...record.listChecks('contributions', table, CONTRIBUTION_KIND.listFields),
    check('contributions_point_complete', pointComplete(table)),
  ],
);
