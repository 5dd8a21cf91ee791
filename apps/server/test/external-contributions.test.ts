import { readFileSync } from 'node:fs';
import { externalContributions } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { multipartBody } from './campaign-staff-world';
import { CAMPAIGN_ADMIN, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

const EXPORT = readFileSync(
  new URL('../../../packages/api/test/imports/fixtures/orestar-export.csv', import.meta.url),
  'utf8',
);

const world = useTestWorld({
  portalPages: true,
  users: { government: GOVERNMENT_ADMIN, campaign: CAMPAIGN_ADMIN },
});

/** The portal's form: the fields first, then the file. */
const upload = (who: 'government' | 'campaign', fields: Record<string, string>) =>
  world.as(who, {
    method: 'POST',
    url: '/external-contributions/import',
    ...multipartBody(fields, { field: 'file', name: 'export.csv', type: 'text/csv', body: EXPORT }),
  });

const governmentField = () => ({ governmentId: String(world.governmentId) });

const OFFICES = JSON.stringify([
  { filerId: '21345', office: 'Mayor' },
  { filerId: '22918', office: 'Auditor' },
]);

describe('POST /external-contributions/import', () => {
  it('refuses a campaign user', async () => {
    const response = await upload('campaign', governmentField());
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 naming the committees whose office is needed, importing nothing', async () => {
    const response = await upload('government', governmentField());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      unknownCommittees: [
        { filerId: '21345', name: 'Friends of Pat Lee' },
        { filerId: '22918', name: 'Committee to Elect Sam Ortiz' },
      ],
      badRows: [],
    });
    expect(await world.database.db.select().from(externalContributions)).toEqual([]);
  });

  it('answers 400 with the reason for an office that is not one', async () => {
    const response = await upload('government', {
      ...governmentField(),
      offices: JSON.stringify([{ filerId: '21345', office: 'governor' }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Office must be one of: Auditor/);
  });

  it('imports with the offices given and answers the counts', async () => {
    const response = await upload('government', {
      ...governmentField(),
      skipBadRows: 'false',
      offices: OFFICES,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, inserted: 6, skipped: 2 });
  });
});
