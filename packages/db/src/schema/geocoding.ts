import {
  GEOCODE_PRECISIONS,
  GEOCODE_STATES,
  GEOCODE_TARGETS,
  type GeocodePrecision,
  type GeocodeState,
  type GeocodeTarget,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, oneOf, serialId, timestamps } from './columns';
import { governmentReference } from './organisations';

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
    id: serialId(),
    governmentId: governmentReference(),
    target: text('target').$type<GeocodeTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    state: text('state').$type<GeocodeState>().notNull().default('waiting'),
    /** Tries since the address was last saved; reset when it changes or an admin retries. */
    attempts: integer('attempts').notNull().default(0),
    /** A waiting job is not claimed before this moment (backoff after a failure). */
    runAfter: moment('run_after').notNull().defaultNow(),
    /** Set by the worker that claimed the job; a result is recorded only under the same token. */
    leaseToken: text('lease_token'),
    leasedUntil: moment('leased_until'),
    precision: text('precision').$type<GeocodePrecision>(),
    /** Why the last try failed, or why the address cannot be placed. */
    reason: text('reason'),
    /** `updatedAt` is when the state last changed: the dashboard's fingerprint reads it. */
    ...timestamps(),
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
  nextSlotAt: moment('next_slot_at').notNull(),
});
