import {
  CONTRIBUTION_SUBTYPES,
  CONTRIBUTOR_TYPES,
  type ContributionSubtype,
  type ContributorType,
  OFFICES,
  type Office,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  calendarDate,
  cents,
  createdAt,
  mapPoint,
  oneOf,
  optionalAddress,
  pointComplete,
  serialId,
  timestamps,
} from './columns';
import { governmentReference } from './organisations';

/**
 * Contributions to non-participating campaigns, loaded from the state filing system. They are
 * shown on the public dashboard only, delayed and bundled.
 */
export const externalContributions = pgTable(
  'external_contributions',
  {
    id: serialId(),
    governmentId: governmentReference(),
    campaignName: text('campaign_name').notNull(),
    officeSought: text('office_sought').notNull(),
    date: calendarDate('date').notNull(),
    amountCents: cents('amount_cents').notNull(),
    contributorType: text('contributor_type').$type<ContributorType>().notNull(),
    contributionSubType: text('contribution_sub_type').$type<ContributionSubtype>().notNull(),
    oaeType: text('oae_type').notNull().default('not participating'),
    /** Street lines, kept only to place the point on the map; never shown. */
    ...optionalAddress(),
    ...mapPoint(),
    batchId: text('batch_id'),
    /** The state's committee id of the filer (null for demo rows). */
    filerId: text('filer_id'),
    /** The state's transaction id of the row as loaded (an amendment has a newer one). */
    tranId: bigint('tran_id', { mode: 'number' }),
    /** The transaction an amendment replaces; equals tranId for an original. One row per original. */
    originalTranId: bigint('original_tran_id', { mode: 'number' }),
    /** `updatedAt` is bumped by an amendment or an office correction: the dashboard reads it. */
    ...timestamps(),
  },
  (table) => [
    index('external_contributions_government_date_idx').on(table.governmentId, table.date),
    index('external_contributions_government_updated_idx').on(table.governmentId, table.updatedAt),
    // The public map reads located filings by area.
    index('external_contributions_located_idx')
      .on(table.governmentId, table.latitude, table.longitude)
      .where(sql`${table.latitude} is not null`),
    uniqueIndex('external_contributions_original_tran_idx')
      .on(table.governmentId, table.originalTranId)
      .where(sql`${table.originalTranId} is not null`),
    check('external_contributions_amount_not_negative', sql`${table.amountCents} >= 0`),
    check(
      'external_contributions_contributor_type_valid',
      oneOf(table.contributorType, CONTRIBUTOR_TYPES.values),
    ),
    check(
      'external_contributions_sub_type_valid',
      oneOf(table.contributionSubType, CONTRIBUTION_SUBTYPES.values),
    ),
    check('external_contributions_point_complete', pointComplete(table)),
  ],
);

/**
 * Non-participating committees as the state names them, with the office they run for (the
 * state's export does not say it, so an admin gives it once per committee).
 */
export const externalCommittees = pgTable(
  'external_committees',
  {
    id: serialId(),
    governmentId: governmentReference(),
    filerId: text('filer_id').notNull(),
    name: text('name').notNull(),
    officeSought: text('office_sought').$type<Office>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('external_committees_filer_idx').on(table.governmentId, table.filerId),
    check('external_committees_office_valid', oneOf(table.officeSought, OFFICES)),
  ],
);
