import {
  CONTRIBUTION_SUBTYPES,
  CONTRIBUTOR_TYPES,
  type ContributionSubtype,
  type ContributorType,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { calendarDate, cents, createdAt, oneOf } from './columns';
import { governments } from './organisations';

/**
 * Contributions to non-participating campaigns, loaded from the state filing system. They are
 * shown on the public dashboard only, delayed and bundled.
 */
export const externalContributions = pgTable(
  'external_contributions',
  {
    id: serial('id').primaryKey(),
    governmentId: integer('government_id')
      .notNull()
      .references(() => governments.id),
    campaignName: text('campaign_name').notNull(),
    officeSought: text('office_sought').notNull(),
    date: calendarDate('date').notNull(),
    amountCents: cents('amount_cents').notNull(),
    contributorType: text('contributor_type').$type<ContributorType>().notNull(),
    contributionSubType: text('contribution_sub_type').$type<ContributionSubtype>().notNull(),
    oaeType: text('oae_type').notNull().default('not participating'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    batchId: text('batch_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('external_contributions_government_date_idx').on(table.governmentId, table.date),
    check('external_contributions_amount_not_negative', sql`${table.amountCents} >= 0`),
    check(
      'external_contributions_contributor_type_valid',
      oneOf(table.contributorType, CONTRIBUTOR_TYPES),
    ),
    check(
      'external_contributions_sub_type_valid',
      oneOf(table.contributionSubType, CONTRIBUTION_SUBTYPES),
    ),
    check(
      'external_contributions_point_complete',
      sql`(${table.latitude} is null) = (${table.longitude} is null)`,
    ),
  ],
);
