import { OFFICES, type Office } from '@portal/domain';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, serialId, timestamps } from './columns';

export const governments = pgTable('governments', {
  id: serialId(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** The government a row belongs to: every government-scoped table carries it. */
export const governmentReference = () =>
  integer('government_id')
    .notNull()
    .references(() => governments.id);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serialId(),
    governmentId: governmentReference(),
    /** Campaign name plus year, e.g. "Jane Doe for Mayor 2024". */
    name: text('name').notNull(),
    /** One of the offices as spec section 3 names them ('Mayor'). */
    officeSought: text('office_sought').$type<Office>().notNull(),
    /** Contact e-mail of the campaign. */
    email: text('email'),
    /**
     * The name's two lookalike keys (`nameSkeletons`: confusables, case, width and invisible
     * characters folded), kept by the app on every write; null until computed (a row written
     * by other means, or renamed by other means: a trigger forgets keys its name outgrew).
     */
    nameSkeleton: text('name_skeleton'),
    nameCaselessSkeleton: text('name_caseless_skeleton'),
    ...timestamps(),
  },
  (table) => [
    index('campaigns_government_idx').on(table.governmentId),
    // What a record's (campaign, government) pair refers to.
    unique('campaigns_id_government_key').on(table.id, table.governmentId),
    // No two campaigns of a government whose names look the same.
    uniqueIndex('campaigns_government_name_skeleton_key').on(
      table.governmentId,
      table.nameSkeleton,
    ),
    uniqueIndex('campaigns_government_name_caseless_skeleton_key').on(
      table.governmentId,
      table.nameCaselessSkeleton,
    ),
    check('campaigns_office_valid', oneOf(table.officeSought, OFFICES)),
  ],
);
