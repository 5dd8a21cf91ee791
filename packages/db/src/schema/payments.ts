import {
  HOLD_BACK_REASONS,
  type HoldBackReason,
  OFFICES,
  OFFSET_REASONS,
  type Office,
  type OffsetReason,
  PAYMENT_RUN_STATUSES,
  type PaymentRunStatus,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { calendarDate, cents, moment, oneOf, serialId, timestamps } from './columns';
import { contributions } from './contributions';
import { campaigns, governmentReference } from './organisations';
import { users } from './users';

/**
 * One election's programme settings of a government: its dates, and (in the tables below) each
 * office's cap and threshold and the payment dates. Government admins edit them; nothing of
 * them is written in code.
 */
export const paymentProgrammes = pgTable(
  'payment_programmes',
  {
    id: serialId(),
    governmentId: governmentReference(),
    electionName: text('election_name').notNull(),
    /** Gifts dated from this day count towards the election. */
    contributionsFrom: calendarDate('contributions_from').notNull(),
    electionDate: calendarDate('election_date').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('payment_programmes_government_idx').on(table.governmentId, table.electionDate),
    check(
      'payment_programmes_dates_in_order',
      sql`${table.contributionsFrom} < ${table.electionDate}`,
    ),
  ],
);

/** An office's maximum public funds per election, and the donors it needs to qualify. */
export const paymentProgrammeOffices = pgTable(
  'payment_programme_offices',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => paymentProgrammes.id, { onDelete: 'cascade' }),
    office: text('office').$type<Office>().notNull(),
    capCents: cents('cap_cents').notNull(),
    qualifyingContributions: integer('qualifying_contributions').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.programmeId, table.office] }),
    check('payment_programme_offices_office_valid', oneOf(table.office, OFFICES)),
    check('payment_programme_offices_cap_not_negative', sql`${table.capCents} >= 0`),
    check(
      'payment_programme_offices_threshold_positive',
      sql`${table.qualifyingContributions} > 0`,
    ),
  ],
);

/** The days the programme pays, published to campaigns. */
export const paymentDates = pgTable(
  'payment_dates',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => paymentProgrammes.id, { onDelete: 'cascade' }),
    date: calendarDate('date').notNull(),
  },
  (table) => [primaryKey({ columns: [table.programmeId, table.date] })],
);

/** Where the treasury sends a campaign's public money. */
export const campaignPayees = pgTable('campaign_payees', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  committeeId: text('committee_id').notNull().default(''),
  payeeReference: text('payee_reference').notNull().default(''),
  ...timestamps(),
});

/** A payment run: a draft the admin reviews, then approved once. */
export const paymentRuns = pgTable(
  'payment_runs',
  {
    id: serialId(),
    governmentId: governmentReference(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => paymentProgrammes.id),
    cutoffDate: calendarDate('cutoff_date').notNull(),
    status: text('status').$type<PaymentRunStatus>().notNull().default('draft'),
    totalCents: cents('total_cents').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedById: integer('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: moment('approved_at'),
    ...timestamps(),
  },
  (table) => [
    index('payment_runs_government_idx').on(table.governmentId, table.id),
    check('payment_runs_status_valid', oneOf(table.status, PAYMENT_RUN_STATUSES)),
    check(
      'payment_runs_approval_complete',
      sql`(${table.status} = 'approved') = (${table.approvedAt} is not null)`,
    ),
  ],
);

/** One campaign's line of a run, as the admin reviewed it. */
export const paymentRunLines = pgTable(
  'payment_run_lines',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => paymentRuns.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    matchedCents: cents('matched_cents').notNull(),
    matchCount: integer('match_count').notNull(),
    heldBackCents: cents('held_back_cents').notNull(),
    offsetsCents: cents('offsets_cents').notNull(),
    capCents: cents('cap_cents').notNull(),
    capRemainingCents: cents('cap_remaining_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    balanceDueCents: cents('balance_due_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.campaignId] }),
    index('payment_run_lines_campaign_idx').on(table.campaignId, table.runId),
    check('payment_run_lines_amount_not_negative', sql`${table.amountCents} >= 0`),
  ],
);

/** A match a run pays (`reason` null) or holds back (with the reason). */
export const paymentRunItems = pgTable(
  'payment_run_items',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => paymentRuns.id, { onDelete: 'cascade' }),
    contributionId: integer('contribution_id')
      .notNull()
      .references(() => contributions.id),
    campaignId: integer('campaign_id').notNull(),
    date: calendarDate('date').notNull(),
    publicCents: cents('public_cents').notNull(),
    reason: text('reason').$type<HoldBackReason>(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.contributionId] }),
    index('payment_run_items_campaign_idx').on(table.runId, table.campaignId, table.date),
    check(
      'payment_run_items_reason_valid',
      sql`${table.reason} is null or ${oneOf(table.reason, HOLD_BACK_REASONS)}`,
    ),
  ],
);

/**
 * Every match an approved run paid. The contribution is the key: a match can be paid once only,
 * whatever runs two admins approve at the same moment (the second insert fails).
 */
export const paidMatches = pgTable(
  'paid_matches',
  {
    contributionId: integer('contribution_id')
      .primaryKey()
      .references(() => contributions.id),
    runId: integer('run_id')
      .notNull()
      .references(() => paymentRuns.id),
    campaignId: integer('campaign_id').notNull(),
    paidCents: cents('paid_cents').notNull(),
  },
  (table) => [
    index('paid_matches_campaign_idx').on(table.campaignId),
    check('paid_matches_paid_positive', sql`${table.paidCents} > 0`),
  ],
);

/** Money a campaign owes back on a paid match, with why; later runs deduct it. */
export const paymentOffsets = pgTable(
  'payment_offsets',
  {
    id: serialId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    contributionId: integer('contribution_id')
      .notNull()
      .references(() => paidMatches.contributionId),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').$type<OffsetReason>().notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_offsets_campaign_idx').on(table.campaignId, table.createdAt),
    index('payment_offsets_contribution_idx').on(table.contributionId),
    check('payment_offsets_amount_positive', sql`${table.amountCents} > 0`),
    check('payment_offsets_reason_valid', oneOf(table.reason, OFFSET_REASONS)),
  ],
);
