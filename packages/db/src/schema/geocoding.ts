import {
  GEOCODE_PRECISIONS,
  GEOCODE_STATES,
  GEOCODE_TARGETS,
  type GeocodePrecision,
  type GeocodeState,
  type GeocodeTarget,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { governments } from './organisations';

/**
 * The geocoding queue and the record of where each address stands: one row per contribution or
 * external filing. A database trigger (migration `geocoding_queue`) puts a row back to `waiting`
 * in the same transaction that saves a new or changed address, so no write path can forget it
 * and nothing is lost in a crash. Workers in any server process claim rows with
 * `FOR UPDATE SKIP LOCKED` and a lease token; only the lease holder may record the result.
 */
export const geocodingJobs = pgTable(
  'geocoding_jobs',
  {
    id: serial('id').primaryKey(),
    governmentId: integer('government_id')
      .notNull()
      .references(() => governments.id),
    target: text('target').$type<GeocodeTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    state: text('state').$type<GeocodeState>().notNull().default('waiting'),
    /** Tries since the address was last saved; reset when it changes or an admin retries. */
    attempts: integer('attempts').notNull().default(0),
    /** A waiting job is not claimed before this moment (backoff after a failure). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the worker that claimed the job; a result is recorded only under the same token. */
    leaseToken: text('lease_token'),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    precision: text('precision').$type<GeocodePrecision>(),
    /** Why the last try failed, or why the address cannot be placed. */
    reason: text('reason'),
    createdAt: createdAt(),
    /** When the state last changed: the dashboard's fingerprint reads it to see new points. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('geocoding_jobs_target_idx').on(table.target, table.targetId),
    index('geocoding_jobs_waiting_idx')
      .on(table.runAfter, table.id)
      .where(sql`${table.state} = 'waiting'`),
    index('geocoding_jobs_government_state_idx').on(table.governmentId, table.state),
    index('geocoding_jobs_government_updated_idx').on(table.governmentId, table.updatedAt),
    check('geocoding_jobs_target_valid', oneOf(table.target, GEOCODE_TARGETS)),
    check('geocoding_jobs_state_valid', oneOf(table.state, GEOCODE_STATES)),
    check('geocoding_jobs_precision_valid', oneOf(table.precision, GEOCODE_PRECISIONS)),
    check('geocoding_jobs_attempts_not_negative', sql`${table.attempts} >= 0`),
  ],
);

/**
 * When each outside geocoding service may next be called, shared by every server process: a
 * process reserves the next slot in one statement before each request, so N processes together
 * keep to the service's rate instead of N times it.
 */
export const geocoderRequestSlots = pgTable('geocoder_request_slots', {
  service: text('service').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull(),
});
