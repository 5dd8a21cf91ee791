import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { contributionPayload, multipartBody, useCampaignStaffWorld } from './campaign-staff-world';
import { signIn } from './harness';
import type { Answer } from './test-world';

const world = useCampaignStaffWorld();

/** A tRPC call as the staff member: a query by GET with `?input=`, a mutation by POST. */
function trpc(kind: 'query' | 'mutation', procedure: string, input: unknown): Promise<Answer> {
  const json = JSON.stringify({ json: input });
  const options: InjectOptions =
    kind === 'query'
      ? { method: 'GET', url: `/trpc/${procedure}?input=${encodeURIComponent(json)}` }
      : {
          method: 'POST',
          url: `/trpc/${procedure}`,
          payload: json,
          headers: { 'content-type': 'application/json' },
        };
  return world.asStaff(options);
}

/** The refusal's message and the field it is filed under, whichever transport answered. */
function refusalOf(answer: Answer): { message: string; fields: Record<string, string> } {
  const body = answer.json();
  const error = body.error?.json ?? body;
  return {
    message: error.message,
    fields: error.data?.validationErrors ?? error.validationErrors ?? {},
  };
}

let contributionId: number;
const STORED_AMOUNT = 25;

beforeAll(async () => {
  const created = await world.asStaff({
    method: 'POST',
    url: '/contributions/new',
    payload: { ...contributionPayload(world.campaignId), amount: STORED_AMOUNT },
  });
  expect(created.statusCode, created.body).toBe(201);
  contributionId = created.json().id;
});

const storedAmount = async () =>
  (await world.asStaff({ method: 'GET', url: `/contributions/${contributionId}` })).json().amount;

interface Typo {
  name: string;
  rest: () => InjectOptions;
  trpc: () => Promise<Answer>;
  field: string;
  message: string;
}

const TYPOS: Typo[] = [
  {
    name: 'an update with amout',
    rest: () => ({
      method: 'PUT',
      url: `/contributions/${contributionId}`,
      payload: { amout: 99 },
    }),
    trpc: () => trpc('mutation', 'contributions.update', { id: contributionId, amout: 99 }),
    field: 'amout',
    message: 'Unknown field "amout": did you mean "amount"?',
  },
  {
    name: 'a list with campaignID',
    rest: () => ({
      method: 'POST',
      url: '/contributions',
      payload: { campaignID: world.campaignId },
    }),
    trpc: () => trpc('query', 'contributions.list', { campaignID: world.campaignId }),
    field: 'campaignID',
    message: 'Unknown field "campaignID": did you mean "campaignId"?',
  },
  {
    name: 'a list filter with stauts',
    rest: () => ({
      method: 'POST',
      url: '/expenditures',
      payload: { campaignId: world.campaignId, filter: { stauts: 'draft' } },
    }),
    trpc: () =>
      trpc('query', 'expenditures.list', {
        campaignId: world.campaignId,
        filter: { stauts: 'draft' },
      }),
    field: 'filter.stauts',
    message: 'Unknown field "filter.stauts": did you mean "status"?',
  },
  {
    name: 'a list filter with minAmount',
    rest: () => ({
      method: 'POST',
      url: '/contributions',
      payload: { campaignId: world.campaignId, filter: { minAmount: 10 } },
    }),
    trpc: () =>
      trpc('query', 'contributions.list', {
        campaignId: world.campaignId,
        filter: { minAmount: 10 },
      }),
    field: 'filter.minAmount',
    message: 'Unknown field "filter.minAmount": this call does not read it',
  },
  {
    name: 'a summary with campaign_id',
    rest: () => ({ method: 'POST', url: '/summary', payload: { campaign_id: world.campaignId } }),
    trpc: () => trpc('query', 'summary.get', { campaign_id: world.campaignId }),
    field: 'campaign_id',
    message: 'Unknown field "campaign_id": did you mean "campaignId"?',
  },
];

describe('[strict inputs] a key no call reads is a 400 naming it, on both transports', () => {
  it.each(TYPOS)('REST: $name', async ({ rest, field, message }) => {
    const answer = await world.asStaff(rest());
    expect(answer.statusCode, answer.body).toBe(400);
    expect(refusalOf(answer)).toEqual({ message, fields: { [field]: message } });
  });

  it.each(TYPOS)('tRPC: $name', async ({ trpc: call, field, message }) => {
    const answer = await call();
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.json.data.code).toBe('BAD_REQUEST');
    expect(refusalOf(answer)).toEqual({ message, fields: { [field]: message } });
  });

  it('a refused update changes nothing', async () => {
    await world.asStaff({
      method: 'PUT',
      url: `/contributions/${contributionId}`,
      payload: { amout: 99 },
    });
    await trpc('mutation', 'contributions.update', { id: contributionId, amout: 99 });
    expect(await storedAmount()).toBe(STORED_AMOUNT);
  });
});

describe('[strict inputs] query strings', () => {
  it.each([
    ['a record', () => `/contributions/${contributionId}?fields=amount`, 'fields'],
    ['an attachment', () => '/attachments/1?download=1', 'download'],
    ['the geo feed', () => '/contributionsgeo?bbx=1,2,3,4', 'bbx'],
  ])('GET %s with an unknown parameter is a 400 naming it', async (_what, url, field) => {
    const answer = await world.asStaff({ method: 'GET', url: url() });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toContain(`"${field}"`);
  });

  it('a list by POST with a query parameter is a 400 naming it', async () => {
    const answer = await world.asStaff({
      method: 'POST',
      url: '/contributions?campaignId=1',
      payload: { campaignId: world.campaignId },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Unknown field "campaignId": this call does not read it');
  });

  it('a tRPC request with a query parameter tRPC does not read is a 400 naming it', async () => {
    const answer = await world.asStaff({ method: 'GET', url: '/trpc/auth.me?inputs=%7B%7D' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.json.message).toBe(
      'Unknown field "inputs": this call does not read it',
    );
  });

  it('a tRPC query with an unknown key in its input is a BAD_REQUEST naming it', async () => {
    const answer = await trpc('query', 'contributions.get', { id: contributionId, ID: 1 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.json.message).toBe('Unknown field "ID": did you mean "id"?');
  });
});

describe('[strict inputs] the extras the spec documents are accepted by name', () => {
  it('create with status draft, governmentId and currentUserId (REST and tRPC)', async () => {
    const extras = { status: 'draft', governmentId: world.governmentId, currentUserId: 7 };
    const rest = await world.asStaff({
      method: 'POST',
      url: '/contributions/new',
      payload: { ...contributionPayload(world.campaignId), ...extras },
    });
    expect(rest.statusCode, rest.body).toBe(201);
    const viaTrpc = await trpc('mutation', 'contributions.create', {
      ...contributionPayload(world.campaignId),
      ...extras,
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
  });

  it('update with id, currentUserId and status (REST and tRPC)', async () => {
    const rest = await world.asStaff({
      method: 'PUT',
      url: `/contributions/${contributionId}`,
      payload: { id: contributionId, currentUserId: 7, status: 'draft', amount: 30 },
    });
    expect(rest.statusCode, rest.body).toBe(204);
    const viaTrpc = await trpc('mutation', 'contributions.update', {
      id: contributionId,
      currentUserId: 7,
      amount: 31,
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(await storedAmount()).toBe(31);
  });

  it('a list with currentUserId, governmentId, format json and a filerId', async () => {
    const answer = await world.asStaff({
      method: 'POST',
      url: '/contributions',
      payload: {
        campaignId: world.campaignId,
        governmentId: world.governmentId,
        currentUserId: 7,
        matchId: null,
        filter: { from: null, to: null, status: 'all' },
        sort: { field: 'date', direction: 'DESC' },
        page: 0,
        perPage: 50,
        format: 'json',
        filerId: '123',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.length).toBeGreaterThan(0);
  });

  it("a list's name search by REST: part of the name in any case, a misspelt key named", async () => {
    const search = (filter: object) =>
      world.asStaff({ method: 'POST', url: '/contributions', payload: { filter } });
    const found = await search({ name: 'LOVEL' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((row: { name: string }) => row.name)).toContain('Ada Lovelace');
    expect((await search({ name: 'nobody by that name' })).json()).toMatchObject({
      data: [],
      total: 0,
    });
    const misspelt = await search({ nmae: 'ada' });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().message).toBe('Unknown field "filter.nmae": did you mean "name"?');
  });

  it('currentUserId is accepted only at the top: inside filter it is unknown', async () => {
    const answer = await world.asStaff({
      method: 'POST',
      url: '/contributions',
      payload: { campaignId: world.campaignId, filter: { currentUserId: 7 } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().validationErrors).toHaveProperty(['filter.currentUserId']);
  });
});

describe('[strict inputs] __proto__ and constructor keys: the same 400 on both transports', () => {
  const bodies = [
    ['__proto__', '{"__proto__":{"amount":1},"amount":5}', '__proto__'],
    ['escaped __proto__', '{"\\u005f_proto__":{"amount":1}}', '__proto__'],
    ['constructor.prototype', '{"constructor":{"prototype":{"x":1}}}', 'constructor'],
    ['nested constructor', '{"filter":{"constructor":1}}', 'filter.constructor'],
  ] as const;

  it.each(bodies)('%s', async (_name, json, key) => {
    const message = `The field "${key}" is not allowed: no call reads it`;
    const rest = await world.asStaff({
      method: 'PUT',
      url: `/contributions/${contributionId}`,
      payload: json,
      headers: { 'content-type': 'application/json' },
    });
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json()).toEqual({ message, validationErrors: { form: message } });

    const viaTrpc = await world.asStaff({
      method: 'POST',
      url: '/trpc/contributions.update',
      payload: `{"json":${json.replace('{', `{"id":${contributionId},`)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(400);
    expect(refusalOf(viaTrpc)).toEqual({ message, fields: { form: message } });
    expect(await storedAmount()).not.toBe(1);
  });
});

describe('[strict inputs] multipart and JSON comment and upload fields', () => {
  it('a comment form with a misspelt field is a 400 naming it', async () => {
    const answer = await world.asStaff({
      method: 'POST',
      url: `/contributions/${contributionId}/comments`,
      ...multipartBody({ comment: 'Checked.', coment: 'typo' }),
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toBe('Unknown field "coment": this call does not read it');
  });

  it('a JSON comment with a misspelt attachment is a 400 naming it', async () => {
    const answer = await world.asStaff({
      method: 'POST',
      url: `/contributions/${contributionId}/comments`,
      payload: { comment: 'Checked.', attachement: { fileName: 'a.txt' } },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toBe('Unknown field "attachement": did you mean "attachment"?');
  });

  it('a comment form with currentUserId is accepted', async () => {
    const answer = await world.asStaff({
      method: 'POST',
      url: `/contributions/${contributionId}/comments`,
      ...multipartBody({ comment: 'Checked.', currentUserId: '7' }),
    });
    expect(answer.statusCode, answer.body).toBe(204);
  });

  it('a bulk upload with campaignID is a 400 whose issues name it', async () => {
    const answer = await world.asStaff({
      method: 'POST',
      url: '/contributions/bulk-upload',
      ...multipartBody(
        { campaignID: String(world.campaignId) },
        { field: 'file', name: 'gifts.csv', type: 'text/csv', body: 'a,b\n' },
      ),
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const message = 'Unknown field "campaignID": did you mean "campaignId"?';
    expect(answer.json()).toMatchObject({ message, contributions: [], issues: [message] });
  });

  it("a voter-file import with skipBadrows is a 400 naming it, in the import's shape", async () => {
    const admin = await world.addUser(
      'city-admin@example.org',
      'city-password',
      'government_admin',
    );
    const cookie = await signIn(world.app, admin.user.email, 'city-password');
    const answer = await world.app.inject({
      method: 'POST',
      url: '/known-contributors/import',
      headers: { cookie, ...multipartBody({ skipBadrows: 'true' }).headers },
      payload: multipartBody(
        { skipBadrows: 'true' },
        { field: 'file', name: 'voters.csv', type: 'text/csv', body: 'a,b\n' },
      ).payload,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      message: 'Unknown field "skipBadrows": did you mean "skipBadRows"?',
      badRows: [],
      badRowCount: 0,
    });
  });
});
