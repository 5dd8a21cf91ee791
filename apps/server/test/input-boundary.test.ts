import { describe, expect, it } from 'vitest';
import { UNREADABLE_UPLOAD_MESSAGE } from '../src/plugins/multipart';
import { contributionPayload, multipartBody, useCampaignStaffWorld } from './campaign-staff-world';

const world = useCampaignStaffWorld();

const TOO_BIG_ID = 2_147_483_648;

describe('[boundary] ids past the integer column', () => {
  it.each([
    ['GET', `/contributions/${TOO_BIG_ID}`],
    ['PUT', `/contributions/${TOO_BIG_ID}`],
    ['DELETE', `/contributions/${TOO_BIG_ID}`],
    ['GET', `/expenditures/${TOO_BIG_ID}`],
    ['GET', `/matches/${TOO_BIG_ID}`],
    ['GET', `/attachments/${TOO_BIG_ID}`],
  ] as const)('%s %s is a 400 or 404 with a message', async (method, url) => {
    const response = await world.asStaff({
      method,
      url,
      payload: method === 'PUT' ? {} : undefined,
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('a list with such a campaignId is a 400 naming the id', async () => {
    const response = await world.asStaff({
      method: 'POST',
      url: '/contributions',
      payload: { campaignId: TOO_BIG_ID },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Not a valid id');
  });

  it('the anonymous dashboard refuses such a governmentId with 400', async () => {
    const response = await world.app.inject({
      method: 'GET',
      url: `/trpc/dashboard.view?input=${encodeURIComponent(JSON.stringify({ json: { governmentId: TOO_BIG_ID } }))}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('[boundary] money, text and dates', () => {
  it.each([
    [{ amount: 21_474_836.48 }, 'amount', 'Amounts can be at most $10,000,000.00'],
    [
      { firstName: 'A\u0000da' },
      'firstName',
      'First name contains a character that is not allowed (U+0000)',
    ],
    [{ notes: 'x'.repeat(5_001) }, 'notes', 'Notes can be at most 5000 characters'],
    [{ firstName: 'A'.repeat(101) }, 'firstName', 'First name can be at most 100 characters'],
    [{ date: '1900-01-01' }, 'date', 'Contribution date cannot be before 2019-01-01'],
    [{ type: 'toString' }, 'type', 'Contribution type must be one of: contribution, other'],
  ])('a contribution with %j is a 400 naming %s', async (change, field, message) => {
    const response = await world.asStaff({
      method: 'POST',
      url: '/contributions/new',
      payload: { ...contributionPayload(world.campaignId), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors?.[field], response.body).toBe(message);
  });

  it('NUL in a search or an address suggestion is a 400, not a 500', async () => {
    const search = await world.asStaff({
      method: 'GET',
      url: `/trpc/search.records?input=${encodeURIComponent(JSON.stringify({ json: { query: 'a\u0000b' } }))}`,
    });
    expect(search.statusCode).toBe(400);
  });
});

describe('[boundary] bodies that are not what they claim', () => {
  it.each([
    ['null', 'application/json'],
    ['[]', 'application/json'],
    ['"text"', 'application/json'],
    ['just text', 'text/plain'],
  ])('PUT /contributions/{id} and /expenditures/{id} with %s (%s) are 400', async (body, type) => {
    const id = 1;
    for (const kind of ['contributions', 'expenditures']) {
      const response = await world.asStaff({
        method: 'PUT',
        url: `/${kind}/${id}`,
        headers: { 'content-type': type },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe('The request body must be a JSON object');
    }
  });

  it.each([
    [{ values: { email: ['map'] } }],
    [{ values: { 'a.b.c': ['set'] } }],
    [{ values: 5 }],
    [{ values: { email: [['custom', 'x']] } }],
    [{ referentialEqualities: { email: ['password'] } }],
    ['text'],
  ])('a malformed superjson meta %j gets a message of ours', async (meta) => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: 'a@example.org', password: 'x' }, meta }),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(['The request could not be read', 'Invalid email or password']).toContain(
      response.json().error.json.message,
    );
  });
});

const JSON_HEADER = { 'content-type': 'application/json' };

describe('[boundary] the JSON content type on calls without a payload', () => {
  it.each(['contributions', 'expenditures'] as const)(
    'DELETE /%s/{id} with the header and an empty body archives',
    async (kind) => {
      const created = await world.createRecord(kind);
      expect(created.statusCode).toBe(201);
      const archived = await world.asStaff({
        method: 'DELETE',
        url: `/${kind}/${created.json().id}`,
        headers: JSON_HEADER,
      });
      expect(archived.statusCode, archived.body).toBe(204);
    },
  );

  it('DELETE /permissions/{id} with the header answers as it does without it', async () => {
    const remove = (headers: Record<string, string>) =>
      world.asStaff({ method: 'DELETE', url: '/permissions/5', headers });
    const withHeader = await remove(JSON_HEADER);
    const without = await remove({});
    expect(withHeader.statusCode, withHeader.body).toBe(without.statusCode);
    expect(withHeader.json()).toEqual(without.json());
  });
});

describe('[boundary] bodies that cannot be read', () => {
  it.each([
    ['cut-off JSON', '{"status": '],
    ['text that is no JSON', 'status=Submitted'],
  ])('%s on REST is 400 with our message', async (_what, payload) => {
    const response = await world.asStaff({
      method: 'PUT',
      url: '/contributions/1',
      headers: JSON_HEADER,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request could not be read' });
  });

  it('cut-off JSON on tRPC gets the same status and message', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: JSON_HEADER,
      payload: '{"json": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.json.message).toBe('The request could not be read');
  });

  it.each([
    '/contributions/1/comments',
    '/contributions/bulk-upload',
    '/known-contributors/import',
  ])('a multipart body without its boundary on %s is 400, not 500', async (url) => {
    const response = await world.asStaff({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'comment=hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: UNREADABLE_UPLOAD_MESSAGE });
  });

  it('a body past the limit stays 413 and another media type stays 415', async () => {
    const put = (headers: Record<string, string>, payload: string) =>
      world.asStaff({ method: 'PUT', url: '/contributions/1', headers, payload });
    const tooLarge = await put(JSON_HEADER, JSON.stringify({ notes: 'x'.repeat(2 * 2 ** 20) }));
    expect(tooLarge.statusCode).toBe(413);
    const xml = await put({ 'content-type': 'application/xml' }, '<status>Submitted</status>');
    expect(xml.statusCode).toBe(415);
  });
});

describe('[boundary] bulk files of any size', () => {
  it.each([
    ['600 KB', 600_000],
    ['30 MB', 30_000_000],
  ])('a %s file gets the spec’s answer', async (_size, bytes) => {
    const response = await world.asStaff({
      method: 'POST',
      url: '/contributions/bulk-upload',
      ...multipartBody(
        { campaignId: String(world.campaignId) },
        { field: 'file', name: 'big.csv', type: 'text/csv', body: Buffer.alloc(bytes, 'a') },
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Could not upload CSV.',
      contributions: [],
      issues: ['Max allowed size is 500KB'],
    });
  });
});
