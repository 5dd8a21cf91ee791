import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, createStaticDir, signIn } from './harness';

export interface CampaignStaffWorld {
  app: FastifyInstance;
  campaignId: number;
  /** A request as the signed-in campaign staff member. */
  asStaff: (options: InjectOptions) => ReturnType<FastifyInstance['inject']>;
}

/**
 * A fresh database and app with one campaign and its signed-in staff member, for REST tests;
 * `env` adds configuration (variables as in the environment).
 */
export function useCampaignStaffWorld(env: Record<string, string> = {}): CampaignStaffWorld {
  const world = {} as CampaignStaffWorld;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    const app = await buildTestApp(database.db, { STATIC_DIR: createStaticDir(), ...env });
    const governmentId = (await createGovernment(database.db)).id;
    const campaignId = (await createCampaign(database.db, governmentId)).id;
    await createUser(database.db, {
      email: 'staff@example.org',
      password: 'staff-password',
      role: 'campaign_staff',
      governmentId,
      campaignId,
    });
    const cookie = await signIn(app, 'staff@example.org', 'staff-password');
    Object.assign(world, {
      app,
      campaignId,
      asStaff: (options: InjectOptions) =>
        app.inject({ ...options, headers: { cookie, ...options.headers } }),
    });
  });
  afterAll(async () => {
    await world.app?.close();
    await database?.close();
  });
  return world;
}

/** A multipart body with text fields and at most one file, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; body: string | Buffer },
) {
  const boundary = 'portal-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid individual cash contribution as the New Contribution form sends it. */
export const contributionPayload = (campaignId: number) => ({
  campaignId,
  date: '2024-03-01',
  type: 'contribution',
  subType: 'cash',
  amount: 12.34,
  oaeType: 'matchable',
  contributorType: 'individual',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  paymentMethod: 'cash',
});

/** A valid cash expenditure as the New Expense form sends it. */
export const expenditurePayload = (campaignId: number) => ({
  campaignId,
  amount: 45.67,
  date: '2024-04-02',
  type: 'expenditure',
  subType: 'cash_expenditure',
  paymentMethod: 'debit',
  payeeType: 'business',
  name: 'Print Shop',
});
