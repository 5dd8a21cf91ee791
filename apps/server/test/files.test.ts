import { BULK_IMPORT_MAX_BYTES, MAX_ATTACHMENT_BYTES } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { contributionPayload, multipartBody, useCampaignStaffWorld } from './campaign-staff-world';
import { createCampaign } from './factories';
import { signIn } from './harness';

const world = useCampaignStaffWorld();

beforeAll(async () => {
  await world.createRecord('contributions');
  await world.createRecord('expenditures');
});

const listBody = (extra: object = {}) => ({ campaignId: world.campaignId, ...extra });

describe.each(['contributions', 'expenditures'] as const)('POST /%s (list and export)', (kind) => {
  it('answers the list as JSON with data and total', async () => {
    const response = await world.asStaff({ method: 'POST', url: `/${kind}`, payload: listBody() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      data: [expect.objectContaining({ campaignName: 'Jane Doe 2024' })],
    });
  });

  it('with format csv answers a CSV download named {kind}-download-{time}.csv', async () => {
    const response = await world.asStaff({
      method: 'POST',
      url: `/${kind}`,
      headers: { accept: 'text/csv' },
      payload: listBody({ format: 'csv' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${kind}-download-[0-9TZ.-]+\\.csv"$`),
    );
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(2);
  });

  const xmlExport = (filerId: string) =>
    world.asStaff({
      method: 'POST',
      url: `/${kind}`,
      payload: listBody({ format: 'xml', filerId }),
    });

  it('with format xml answers the ORESTAR documents for the Filer Id', async () => {
    const response = await xmlExport('4321');
    expect(response.statusCode).toBe(200);
    const { documents } = response.json<{ documents: { fileName: string; xml: string }[] }>();
    expect(documents).toHaveLength(1);
    expect(documents[0]?.fileName).toMatch(new RegExp(`^${kind}-download-.*\\.xml$`));
    expect(documents[0]?.xml).toContain('4321');
  });

  it('with format xml and no Filer Id answers 400 before any document is written', async () => {
    const response = await xmlExport(' ');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual({ filerId: 'Filer Id is required' });
  });

  it('answers 400 to an unknown format', async () => {
    const response = await world.asStaff({
      method: 'POST',
      url: `/${kind}`,
      payload: listBody({ format: 'pdf' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown export format pdf');
  });
});

const HEADER =
  'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod';
const row = (zip: string) =>
  `2024-03-01,contribution,cash,12.34,matchable,individual,Ada,Lovelace,,1 Main St,Portland,OR,${zip},cash`;

const upload = (file?: { name: string; type: string; body: string }) =>
  world.asStaff({
    method: 'POST',
    url: '/contributions/bulk-upload',
    ...multipartBody(
      { campaignId: String(world.campaignId) },
      file ? { field: 'file', ...file } : undefined,
    ),
  });

const contributionCount = async () =>
  (await world.asStaff({ method: 'POST', url: '/contributions', payload: listBody() })).json<{
    total: number;
  }>().total;

describe('POST /contributions/bulk-upload', () => {
  it("answers 200 with the created contributions and the server's message", async () => {
    const response = await upload({
      name: 'march.csv',
      type: 'text/csv',
      body: `${HEADER}\n${row('97201')}\n${row('97202')}\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ status: 'draft', zip: '97201' }),
      expect.objectContaining({ status: 'draft', zip: '97202' }),
    ]);
    expect(response.headers['x-upload-message']).toBe('2 contributions uploaded');
  });

  it('answers 400 with the message and one issue per bad row, saving nothing', async () => {
    const before = await contributionCount();
    const response = await upload({
      name: 'bad.csv',
      type: 'text/csv',
      body: `${HEADER}\n${row('97201')}\n${row('')}\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Could not upload CSV.',
      contributions: [],
      issues: ['Row 3: Zip: Your zipcode is required'],
    });
    expect(await contributionCount()).toBe(before);
  });

  it.each([
    [
      'a file of 500,001 bytes',
      {
        name: 'big.csv',
        type: 'text/csv',
        body: `${HEADER}\n`.padEnd(BULK_IMPORT_MAX_BYTES + 1, ' '),
      },
      'Max allowed size is 500KB',
    ],
    [
      'a file that is no CSV',
      { name: 'receipt.pdf', type: 'application/pdf', body: '%PDF' },
      'Not a valid file type',
    ],
    ['no file', undefined, 'CSV file is required'],
  ])('refuses %s with 400 naming the rule', async (_what, file, issue) => {
    const response = await upload(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Could not upload CSV.', issues: [issue] });
  });
});

describe('POST /contributions/bulk-upload refused before any row is read', () => {
  let governmentCookie = '';
  let otherCampaignId = 0;
  beforeAll(async () => {
    await world.addUser('gov@example.org', 'gov-password', 'government_admin');
    governmentCookie = await signIn(world.app, 'gov@example.org', 'gov-password');
    otherCampaignId = (
      await createCampaign(world.database.db, world.governmentId, 'Other Campaign 2024')
    ).id;
  });

  const csv = { field: 'file', name: 'march.csv', type: 'text/csv', body: `${HEADER}\n` };
  const uploadAs = (who: 'staff' | 'government' | null, campaignId: string) => {
    const { headers, payload } = multipartBody({ campaignId }, csv);
    const cookie = who === 'government' ? { cookie: governmentCookie } : {};
    return world.as(who === 'staff' ? 'staff' : null, {
      method: 'POST',
      url: '/contributions/bulk-upload',
      headers: { ...headers, ...cookie },
      payload,
    });
  };

  // Spec section 7: every failure answers message, contributions and issues.
  it.each([
    ['no session', null, 'own', 401, 'Token expired or incorrect', undefined],
    [
      'a government admin not in edit mode',
      'government',
      'own',
      403,
      'Government admins cannot add contributions; turn on edit mode for the campaign first',
      undefined,
    ],
    ['another campaign', 'staff', 'other', 404, 'Campaign not found', undefined],
    ['campaignId=abc', 'staff', 'abc', 400, 'Not a valid id', { campaignId: 'Not a valid id' }],
  ] as const)(
    '%s keeps its status and message, with contributions and issues',
    async (_what, who, campaign, status, message, validationErrors) => {
      const campaignId = {
        own: String(world.campaignId),
        other: String(otherCampaignId),
        abc: 'abc',
      }[campaign];
      const response = await uploadAs(who, campaignId);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({
        message,
        ...(validationErrors ? { validationErrors } : {}),
        contributions: [],
        issues: [message],
      });
    },
  );

  it.each([
    ['no file', undefined],
    ['a file of 500,001 bytes', { ...csv, body: `${HEADER}\n`.padEnd(BULK_IMPORT_MAX_BYTES + 1) }],
  ])('without a session, %s answers 401 before the file is looked at', async (_what, file) => {
    const { headers, payload } = multipartBody({ campaignId: String(world.campaignId) }, file);
    const response = await world.as(null, {
      method: 'POST',
      url: '/contributions/bulk-upload',
      headers,
      payload,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Token expired or incorrect' });
  });

  it('a body that cannot be read answers the same three fields', async () => {
    const response = await world.asStaff({
      method: 'POST',
      url: '/contributions/bulk-upload',
      headers: { 'content-type': 'application/json' },
      payload: '{"campaignId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request could not be read',
      contributions: [],
      issues: ['The request could not be read'],
    });
  });
});

describe('GET /bulk-contributions.csv', () => {
  it('serves the template the bulk upload accepts', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/bulk-contributions.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bulk-contributions.csv"',
    );
    const accepted = await upload({ name: 'template.csv', type: 'text/csv', body: response.body });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('comment attachments over 10 MB', () => {
  it('are refused with a 4xx that says the limit', async () => {
    const created = await world.asStaff({
      method: 'POST',
      url: '/contributions/new',
      payload: contributionPayload(world.campaignId),
    });
    const response = await world.asStaff({
      method: 'POST',
      url: `/contributions/${created.json().id}/comments`,
      ...multipartBody(
        { comment: 'All the scans' },
        {
          field: 'attachment',
          name: 'scans.zip',
          type: 'application/zip',
          body: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1),
        },
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The attachment may be at most 10 MB' });
  });
});
