import { readFileSync } from 'node:fs';
import type { DatabaseHandle } from '@portal/db';
import { externalContributions } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, createStaticDir, signIn } from './harness';

const EXPORT = readFileSync(
  new URL('../../../packages/api/test/fixtures/orestar-export.csv', import.meta.url),
  'utf8',
);

let database: DatabaseHandle;
let app: FastifyInstance;
let governmentId: number;
let governmentAdminCookie: string;
let campaignAdminCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { STATIC_DIR: createStaticDir() });
  governmentId = (await createGovernment(database.db)).id;
  const campaignId = (await createCampaign(database.db, governmentId)).id;
  await createUser(database.db, {
    email: 'gov@example.org',
    password: 'gov-password',
    role: 'government_admin',
    governmentId,
  });
  await createUser(database.db, {
    email: 'campaign@example.org',
    password: 'campaign-password',
    role: 'campaign_admin',
    governmentId,
    campaignId,
  });
  governmentAdminCookie = await signIn(app, 'gov@example.org', 'gov-password');
  campaignAdminCookie = await signIn(app, 'campaign@example.org', 'campaign-password');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The portal's form: the fields first, then the file. */
function upload(cookie: string, fields: Record<string, string>) {
  const boundary = 'external-filings-boundary';
  let body = '';
  for (const [name, value] of Object.entries(fields))
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  body += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n${EXPORT}\r\n`;
  body += `--${boundary}--\r\n`;
  return app.inject({
    method: 'POST',
    url: '/external-contributions/import',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload: body,
  });
}

const OFFICES = JSON.stringify([
  { filerId: '21345', office: 'mayor' },
  { filerId: '22918', office: 'auditor' },
]);

describe('POST /external-contributions/import', () => {
  it('refuses a campaign user', async () => {
    const response = await upload(campaignAdminCookie, { governmentId: String(governmentId) });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 naming the committees whose office is needed, importing nothing', async () => {
    const response = await upload(governmentAdminCookie, { governmentId: String(governmentId) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      unknownCommittees: [
        { filerId: '21345', name: 'Friends of Pat Lee' },
        { filerId: '22918', name: 'Committee to Elect Sam Ortiz' },
      ],
      badRows: [],
    });
    expect(await database.db.select().from(externalContributions)).toEqual([]);
  });

  it('answers 400 with the reason for an office that is not one', async () => {
    const response = await upload(governmentAdminCookie, {
      governmentId: String(governmentId),
      offices: JSON.stringify([{ filerId: '21345', office: 'governor' }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Office must be one of: Auditor/);
  });

  it('imports with the offices given and answers the counts', async () => {
    const response = await upload(governmentAdminCookie, {
      governmentId: String(governmentId),
      skipBadRows: 'false',
      offices: OFFICES,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, inserted: 6, skipped: 2 });
  });
});
