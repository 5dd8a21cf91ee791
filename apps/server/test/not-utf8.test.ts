import { KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { contributionPayload, multipartBody } from './campaign-staff-world';
import { CAMPAIGN_STAFF, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

/**
 * Bodies and files that are not UTF-8 are refused with a 400 naming the line, not stored with
 * U+FFFD where their accented letters were. Windows-1252 (Excel's plain "CSV") writes é as the
 * single byte 0xE9, which is what `Buffer.from(text, 'latin1')` gives here.
 */
const world = useTestWorld({ users: { staff: CAMPAIGN_STAFF, government: GOVERNMENT_ADMIN } });

const JSON_HEADERS = { 'content-type': 'application/json' };
const NOT_UTF8_LINE_3 =
  'The file is not UTF-8: line 3 has characters in another encoding (Windows-1252 or Latin-1, as Excel\'s plain "CSV" saves them). Save it as UTF-8 ("CSV UTF-8" in Excel) and upload it again';

let contributionId = 0;
beforeAll(async () => {
  const created = await world.post('staff', '/contributions/new', {
    ...contributionPayload(world.campaignId),
    notes: 'Before',
  });
  contributionId = created.json<{ id: number }>().id;
});

/** The contribution's REST update, sent as these bytes. */
const putContribution = (payload: Buffer) =>
  world.as('staff', {
    method: 'PUT',
    url: `/contributions/${contributionId}`,
    headers: JSON_HEADERS,
    payload,
  });

const storedNotes = async () =>
  (await world.get('staff', `/contributions/${contributionId}`)).json<{ notes: string }>().notes;

describe('[encoding] JSON bodies', () => {
  it('a REST body in Latin-1 is 400 naming its line, and nothing changes', async () => {
    const response = await putContribution(
      Buffer.from('{\n  "amount": 20,\n  "notes": "Café"\n}', 'latin1'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid UTF-8 (line 3): send it as UTF-8',
    });
    expect(await storedNotes()).toBe('Before');
  });

  it('a tRPC body in Latin-1 gets the same refusal as a tRPC error', async () => {
    const response = await world.as('staff', {
      method: 'POST',
      url: '/trpc/contributions.update',
      headers: JSON_HEADERS,
      payload: Buffer.from(`{"json":{"id":${contributionId},"notes":"Café"}}`, 'latin1'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.json.message).toBe(
      'The request body is not valid UTF-8 (line 1): send it as UTF-8',
    );
    expect(await storedNotes()).toBe('Before');
  });

  it('the same body in UTF-8 is saved with its accent', async () => {
    const response = await putContribution(Buffer.from('{"notes": "Café"}', 'utf8'));
    expect(response.statusCode, response.body).toBe(204);
    expect(await storedNotes()).toBe('Café');
  });
});

describe('[encoding] uploaded CSV files', () => {
  const BULK = [
    'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod',
    '2024-03-01,contribution,cash,12.34,matchable,individual,Ada,Lovelace,,1 Main St,Portland,OR,97201,cash',
    '2024-03-02,contribution,cash,20.00,matchable,individual,René,Côté,,2 Main St,Portland,OR,97202,cash',
  ].join('\r\n');
  const bulkUpload = (body: Buffer) =>
    world.as('staff', {
      method: 'POST',
      url: '/contributions/bulk-upload',
      ...multipartBody(
        { campaignId: String(world.campaignId) },
        { field: 'file', name: 'march.csv', type: 'text/csv', body },
      ),
    });

  it('a bulk upload in Windows-1252 is 400 naming the line', async () => {
    const response = await bulkUpload(Buffer.from(BULK, 'latin1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Could not upload CSV.',
      contributions: [],
      issues: [NOT_UTF8_LINE_3],
    });
  });

  it('a bulk upload in UTF-8 with a byte order mark is saved with its accents', async () => {
    const response = await bulkUpload(Buffer.from(`\uFEFF${BULK}`, 'utf8'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[1]).toMatchObject({ firstName: 'René', lastName: 'Côté' });
  });

  it('a voter file in Windows-1252 is 400 naming the line, importing nothing', async () => {
    const voters = [
      KNOWN_CONTRIBUTOR_FILE_HEADER,
      'enc-1,Ada,Lovelace,1 Main St,,Portland,OR,97201,,',
      'enc-2,José,Núñez,2 Main St,,Portland,OR,97202,,',
    ].join('\n');
    const response = await world.as('government', {
      method: 'POST',
      url: '/known-contributors/import',
      ...multipartBody(
        { skipBadRows: 'true' },
        {
          field: 'file',
          name: 'voters.csv',
          type: 'text/csv',
          body: Buffer.from(voters, 'latin1'),
        },
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NOT_UTF8_LINE_3, badRows: [], badRowCount: 0 });
  });
});
