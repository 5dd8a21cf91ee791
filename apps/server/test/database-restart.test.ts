import { DATABASE_UNAVAILABLE_MESSAGE } from '@portal/api';
import { contributions, type DatabaseHandle, migrateDatabase, openDatabase } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './campaign-staff-world';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, signIn } from './harness';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * The server over a PostgreSQL that goes away for 30 s while requests run. It needs PostgreSQL's
 * own programs, so it runs in PostgreSQL mode (`.ci/run` sets DATABASE_URL); it never touches the
 * server DATABASE_URL names, only a throwaway instance of its own.
 */
const onPostgres = testsRunOnPostgres();
if (!onPostgres) {
  console.info(
    'database-restart.test.ts is skipped: it runs in PostgreSQL mode only (DATABASE_URL set, as .ci/run does).',
  );
}
const OUTAGE_MS = 30_000;
const ROWS_PER_UPLOAD = 40;

const HEADER =
  'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod';
const uploadFile = (lastName: string) =>
  [
    HEADER,
    ...Array.from(
      { length: ROWS_PER_UPLOAD },
      (_, n) =>
        `2024-03-01,contribution,cash,${n + 1}.00,matchable,individual,Ada,${lastName},,${n + 1} Main St,Portland,OR,97201,cash`,
    ),
  ].join('\n');

interface Answer {
  /** Stopping and starting take a moment; only answers wholly inside one phase are checked. */
  phase: 'before' | 'stopping' | 'outage' | 'starting' | 'after' | 'changing';
  kind: string;
  status: number;
  body: string;
}

let postgres: ThrowawayPostgres | undefined;
let database: DatabaseHandle | undefined;
let app: FastifyInstance;
let campaignId: number;
let cookie: string;

describe.skipIf(!onPostgres)(
  onPostgres
    ? 'database restart (own throwaway PostgreSQL)'
    : 'database restart: SKIPPED, runs in PostgreSQL mode only (set DATABASE_URL, as .ci/run does)',
  () => {
    beforeAll(async () => {
      postgres = await startThrowawayPostgres();
      database = await openDatabase({ url: postgres.url, maxConnections: 4 });
      await migrateDatabase(database);
      app = await buildTestApp(database.db);
      const governmentId = (await createGovernment(database.db)).id;
      campaignId = (await createCampaign(database.db, governmentId)).id;
      await createUser(database.db, {
        email: 'staff@example.org',
        password: 'staff-password',
        role: 'campaign_staff',
        governmentId,
        campaignId,
      });
      cookie = await signIn(app, 'staff@example.org', 'staff-password');
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await postgres?.destroy();
    });

    it('answers 503 with a message while PostgreSQL is down, recovers by itself, half-writes nothing', async () => {
      const answers: Answer[] = [];
      const uploads: { lastName: string; status: number }[] = [];
      let phase: Answer['phase'] = 'before';
      let running = true;

      const asStaff = (options: InjectOptions) =>
        app.inject({ ...options, headers: { cookie, ...options.headers } });
      const requests: Record<string, () => ReturnType<typeof asStaff>> = {
        health: () => app.inject({ method: 'GET', url: '/health' }),
        restMe: () => asStaff({ method: 'GET', url: '/me' }),
        restList: () => asStaff({ method: 'POST', url: '/contributions', payload: { campaignId } }),
        trpcMe: () => asStaff({ method: 'GET', url: '/trpc/auth.me' }),
        bulkUpload: () => {
          // Names take letters only: the upload's number spelled in letters a-j.
          const lastName = `Restart${String(uploads.length).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
          const entry = { lastName, status: 0 };
          uploads.push(entry);
          return asStaff({
            method: 'POST',
            url: '/contributions/bulk-upload',
            ...multipartBody(
              { campaignId: String(campaignId) },
              { field: 'file', name: 'batch.csv', type: 'text/csv', body: uploadFile(lastName) },
            ),
          }).then((response) => {
            entry.status = response.statusCode;
            return response;
          });
        },
      };

      const worker = async (kinds: string[]) => {
        for (let n = 0; running; n += 1) {
          const kind = kinds[n % kinds.length] as string;
          const startPhase = phase;
          const response = await requests[kind]?.();
          if (response) {
            answers.push({
              phase: phase === startPhase ? phase : 'changing',
              kind,
              status: response.statusCode,
              body: response.body,
            });
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const workers = [
        worker(['bulkUpload']),
        worker(['bulkUpload', 'restList']),
        worker(['restMe', 'trpcMe', 'health', 'restList']),
      ];
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const kinds = ['health', 'restMe', 'restList', 'trpcMe', 'bulkUpload'];
      // A phase lasts its time and, on a loaded machine where the first answers are slow, until
      // every kind has answered within it (at most 20 s more): the assertions below ask for one
      // success of each kind before and after the outage.
      const lastAtLeast = async (phaseName: string, ms: number) => {
        const started = Date.now();
        const answered = () =>
          new Set(
            answers.filter((a) => a.phase === phaseName && a.status < 300).map((a) => a.kind),
          );
        while (
          Date.now() - started < ms ||
          (answered().size < kinds.length && Date.now() - started < ms + 20_000)
        )
          await sleep(100);
      };

      await lastAtLeast('before', 2000);
      phase = 'stopping';
      await postgres?.stop();
      phase = 'outage';
      await sleep(OUTAGE_MS);
      phase = 'starting';
      await postgres?.start();
      // Recovery by itself: no restart of the app, only /health polled until it says so.
      const deadline = Date.now() + 30_000;
      let recovered = false;
      while (!recovered && Date.now() < deadline) {
        const health = await app.inject({ method: 'GET', url: '/health' });
        recovered = health.statusCode === 200;
        if (!recovered) await sleep(250);
      }
      phase = 'after';
      await lastAtLeast('after', 3000);
      running = false;
      await Promise.all(workers);

      expect(recovered).toBe(true);
      // Never a 500 or another failure: 503 while the database is away, success otherwise.
      const unexpected = answers.filter((a) => a.status >= 500 && a.status !== 503);
      expect(unexpected.map((a) => `${a.kind} ${a.status} ${a.body}`)).toEqual([]);

      const during = answers.filter((a) => a.phase === 'outage');
      expect(during.length).toBeGreaterThan(20);
      for (const answer of during) {
        if (answer.kind === 'health') {
          expect(answer.status).toBe(503);
          expect(JSON.parse(answer.body)).toEqual({ status: 'unavailable', database: 'down' });
        } else {
          expect(answer.status, `${answer.kind}: ${answer.body}`).toBe(503);
          expect(answer.body).toContain(DATABASE_UNAVAILABLE_MESSAGE);
        }
      }
      for (const phaseName of ['before', 'after'] as const) {
        const ok = answers.filter((a) => a.phase === phaseName && a.status < 300);
        expect(new Set(ok.map((a) => a.kind))).toEqual(new Set(kinds));
      }

      // Each bulk upload is all or nothing: 200 with every row saved; a 503 with no row, or with
      // every row where PostgreSQL stopped after the COMMIT was made durable but before its answer
      // reached the server (no client can tell those apart). Never part of a file.
      const db = database?.db;
      if (!db) throw new Error('no database');
      for (const upload of uploads) {
        const [row] = await db
          .select({ rows: count() })
          .from(contributions)
          .where(eq(contributions.lastName, upload.lastName));
        const allowed = upload.status === 200 ? [ROWS_PER_UPLOAD] : [0, ROWS_PER_UPLOAD];
        expect(allowed, `${upload.lastName} answered ${upload.status}`).toContain(row?.rows);
      }
      expect(uploads.some((u) => u.status === 503)).toBe(true);
    });
  },
);
