import { timestamp } from 'drizzle-orm/pg-core';

/** Moments are timestamptz; calendar dates use `date` columns where they are declared. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
