import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const governments = pgTable('governments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    governmentId: integer('government_id')
      .notNull()
      .references(() => governments.id),
    /** Campaign name plus year, e.g. "Jane Doe for Mayor 2024". */
    name: text('name').notNull(),
    officeSought: text('office_sought').notNull(),
    /** Contact e-mail of the campaign. */
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('campaigns_government_idx').on(table.governmentId)],
);
