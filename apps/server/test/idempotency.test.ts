import { contributions, expenditures, idempotencyKeys } from '@portal/db';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contributionPayload,
  expenditurePayload,
  multipartBody,
  useCampaignStaffWorld,
} from './campaign-staff-world';

const world = useCampaignStaffWorld();

const recordCount = async (table: typeof contributions | typeof expenditures) => {
  const [row] = await world.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.campaignId, world.campaignId));
  return row?.n ?? 0;
};

const TABLES = { contributions, expenditures } as const;

describe.each([
  ['contributions', contributionPayload],
  ['expenditures', expenditurePayload],
] as const)('POST /%s/new with Idempotency-Key', (kind, payload) => {
  const create = (key: string, body: object) =>
    world.asStaff({
      method: 'POST',
      url: `/${kind}/new`,
      headers: { 'idempotency-key': key },
      payload: body,
    });

  it('answers a retry with the first answer and writes nothing more', async () => {
    const before = await recordCount(TABLES[kind]);
    const key = `retry-${kind}`;
    const first = await create(key, payload(world.campaignId));
    const retry = await create(key, payload(world.campaignId));

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await recordCount(TABLES[kind])).toBe(before + 1);
  });

  it('refuses the same key with another body with 422, and writes nothing', async () => {
    const key = `other-body-${kind}`;
    await create(key, payload(world.campaignId));
    const before = await recordCount(TABLES[kind]);
    const other = await create(key, { ...payload(world.campaignId), amount: 99 });

    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('already used with another request');
    expect(await recordCount(TABLES[kind])).toBe(before);
  });

  it('writes once for duplicates sent at the same time', async () => {
    const before = await recordCount(TABLES[kind]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create(`together-${kind}`, payload(world.campaignId))),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await recordCount(TABLES[kind])).toBe(before + 1);
  });

  it('creates again with a new key, and without a key every time', async () => {
    const before = await recordCount(TABLES[kind]);
    await create(`first-of-two-${kind}`, payload(world.campaignId));
    await create(`second-of-two-${kind}`, payload(world.campaignId));
    await world.asStaff({
      method: 'POST',
      url: `/${kind}/new`,
      payload: payload(world.campaignId),
    });
    await world.asStaff({
      method: 'POST',
      url: `/${kind}/new`,
      payload: payload(world.campaignId),
    });
    expect(await recordCount(TABLES[kind])).toBe(before + 4);
  });

  it('leaves the key free when the create was refused, so a corrected retry is saved', async () => {
    const before = await recordCount(TABLES[kind]);
    const key = `refused-then-fixed-${kind}`;
    const refused = await create(key, { ...payload(world.campaignId), amount: -5 });
    expect(refused.statusCode).toBe(400);
    // A new body after a refusal: nothing was kept under the key, so this is not "another request".
    const fixed = await create(key, payload(world.campaignId));
    expect(fixed.statusCode).toBe(201);
    expect(await recordCount(TABLES[kind])).toBe(before + 1);
  });
});

describe('Idempotency-Key, whoever sends it', () => {
  it('forgets a key after a day: the same request then creates again', async () => {
    const send = () =>
      world.asStaff({
        method: 'POST',
        url: '/contributions/new',
        headers: { 'idempotency-key': 'nightly-job' },
        payload: contributionPayload(world.campaignId),
      });
    const yesterday = await send();
    await world.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(idempotencyKeys.key, 'nightly-job'));
    const today = await send();
    const again = await send();

    expect(today.statusCode).toBe(201);
    expect(today.json().id).not.toBe(yesterday.json().id);
    expect(again.json().id).toBe(today.json().id);
  });

  it('answers 400 to a key that is not 1 to 255 visible ASCII characters', async () => {
    for (const key of ['', 'x'.repeat(256), 'has space']) {
      const answer = await world.asStaff({
        method: 'POST',
        url: '/contributions/new',
        headers: { 'idempotency-key': key },
        payload: contributionPayload(world.campaignId),
      });
      expect(answer.statusCode, JSON.stringify(key)).toBe(400);
      expect(answer.json().message).toContain('Idempotency-Key must be');
    }
  });

  it('keeps one user key apart from another user', async () => {
    const other = await world.addUser('second-staff@example.org', 'second-password');
    expect(other.user.id).not.toBe(world.users.staff.id);
    const login = await world.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'second-staff@example.org', password: 'second-password' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const before = await recordCount(contributions);
    const mine = await world.asStaff({
      method: 'POST',
      url: '/contributions/new',
      headers: { 'idempotency-key': 'shared-by-chance' },
      payload: contributionPayload(world.campaignId),
    });
    const theirs = await world.app.inject({
      method: 'POST',
      url: '/contributions/new',
      headers: { cookie, 'idempotency-key': 'shared-by-chance' },
      payload: contributionPayload(world.campaignId, { amount: 40 }),
    });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await recordCount(contributions)).toBe(before + 2);
  });

  it('answers a retried bulk upload with its first answer and saves its rows once', async () => {
    const file = multipartBody(
      { campaignId: String(world.campaignId) },
      { field: 'file', name: 'march.csv', type: 'text/csv', body: BULK_CSV },
    );
    const upload = () =>
      world.asStaff({
        method: 'POST',
        url: '/contributions/bulk-upload',
        payload: file.payload,
        headers: { ...file.headers, 'idempotency-key': 'bulk-upload-once' },
      });
    const before = await recordCount(contributions);
    const first = await upload();
    const retry = await upload();

    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(2);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await recordCount(contributions)).toBe(before + 2);
  });
  it('keeps nothing under the key of a refused upload, so the corrected file may use it', async () => {
    const send = (csv: string) => {
      const file = multipartBody(
        { campaignId: String(world.campaignId) },
        { field: 'file', name: 'april.csv', type: 'text/csv', body: csv },
      );
      return world.asStaff({
        method: 'POST',
        url: '/contributions/bulk-upload',
        payload: file.payload,
        headers: { ...file.headers, 'idempotency-key': 'bulk-upload-fixed' },
      });
    };
    const before = await recordCount(contributions);
    const refused = await send(
      `${BULK_CSV.split('\n')[0]}\n2024-04-01,contribution,cash,1,matchable,individual,Ada,Lovelace,,1 Main St,Portland,OR,,cash`,
    );
    expect(refused.statusCode).toBe(400);
    const fixed = await send(BULK_CSV);
    expect(fixed.statusCode).toBe(200);
    expect(await recordCount(contributions)).toBe(before + 2);
  });
});

describe('Idempotency-Key over tRPC', () => {
  const trpcCreate = (key: string, input: object) =>
    world.asStaff({
      method: 'POST',
      url: '/trpc/contributions.create',
      headers: { 'idempotency-key': key },
      payload: { json: input },
    });

  it('answers a retried single call with the first answer, dates included, and writes once', async () => {
    const before = await recordCount(contributions);
    const first = await trpcCreate('trpc-once', contributionPayload(world.campaignId));
    const retry = await trpcCreate('trpc-once', contributionPayload(world.campaignId));

    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().result.data.meta).toEqual(first.json().result.data.meta);
    expect(await recordCount(contributions)).toBe(before + 1);
  });

  it('answers 422 to the same key with another input', async () => {
    await trpcCreate('trpc-other', contributionPayload(world.campaignId));
    const other = await trpcCreate(
      'trpc-other',
      contributionPayload(world.campaignId, { amount: 7 }),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.json.message).toContain('already used with another request');
  });

  it('shares keys with REST: one create, whichever transport retries it', async () => {
    const before = await recordCount(contributions);
    const overRest = await world.asStaff({
      method: 'POST',
      url: '/contributions/new',
      headers: { 'idempotency-key': 'either-transport' },
      payload: contributionPayload(world.campaignId),
    });
    const overTrpc = await trpcCreate('either-transport', contributionPayload(world.campaignId));
    expect(overTrpc.json().result.data.json.id).toBe(overRest.json().id);
    expect(await recordCount(contributions)).toBe(before + 1);
  });

  it('refuses a key on a batch of calls with 400, writing nothing', async () => {
    const before = await recordCount(contributions);
    const input = { json: contributionPayload(world.campaignId) };
    const batch = await world.asStaff({
      method: 'POST',
      url: '/trpc/contributions.create,contributions.create?batch=1',
      headers: { 'idempotency-key': 'batched' },
      payload: { 0: input, 1: input },
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.body).toContain('Idempotency-Key applies to one call');
    expect(await recordCount(contributions)).toBe(before);
  });
});

const BULK_CSV = [
  'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod',
  '2024-03-01,contribution,cash,12.34,matchable,individual,Ada,Lovelace,,1 Main St,Portland,OR,97201,cash',
  '2024-03-02,contribution,cash,20.00,matchable,individual,Alan,Turing,,2 Main St,Portland,OR,97202,cash',
].join('\n');
