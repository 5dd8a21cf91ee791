import { describe, expect, it } from 'vitest';
import {
  contributionPayload,
  expenditurePayload,
  useCampaignStaffWorld,
} from './campaign-staff-world';

const world = useCampaignStaffWorld();

describe.each([
  ['contributions', contributionPayload, 'This contribution was changed by someone else.'],
  ['expenditures', expenditurePayload, 'This expenditure was changed by someone else.'],
] as const)('PUT /%s/{id} with If-Match', (kind, payload, conflict) => {
  const create = async () =>
    (
      await world.asStaff({
        method: 'POST',
        url: `/${kind}/new`,
        payload: payload(world.campaignId),
      })
    ).json<{ id: number; version: number }>();
  const put = (id: number, ifMatch: string, body: object) =>
    world.asStaff({
      method: 'PUT',
      url: `/${kind}/${id}`,
      headers: { 'if-match': ifMatch },
      payload: body,
    });

  it('saves with the current version and refuses a stale one with 412 and the conflict message', async () => {
    const created = await create();
    expect(created.version).toBe(1);
    expect((await put(created.id, '"1"', { notes: 'first script' })).statusCode).toBe(204);

    const stale = await put(created.id, '"1"', { notes: 'second script, read before the first' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toContain(conflict);

    const read = await world.asStaff({ method: 'GET', url: `/${kind}/${created.id}` });
    expect(read.json()).toMatchObject({ notes: 'first script', version: 2 });
  });

  it('takes the header over a version in the body, and accepts a weak or bare version', async () => {
    const created = await create();
    const overruled = await put(created.id, '"7"', { version: 1, notes: 'stale by header' });
    expect(overruled.statusCode).toBe(412);
    const staleBody = await world.asStaff({
      method: 'PUT',
      url: `/${kind}/${created.id}`,
      payload: { version: 7, notes: 'stale by body' },
    });
    expect(staleBody.statusCode).toBe(409);
    expect((await put(created.id, 'W/"1"', { notes: 'weak tag' })).statusCode).toBe(204);
    expect((await put(created.id, '2', { notes: 'bare number' })).statusCode).toBe(204);
  });

  it('answers 400 to a header that names no version, and ignores If-Match: *', async () => {
    const created = await create();
    const malformed = await put(created.id, '"abc"', { notes: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Version must be a whole number');
    // "0" is a version, one no record holds: stale, not malformed.
    expect((await put(created.id, '"0"', { notes: 'x' })).statusCode).toBe(412);
    expect((await put(created.id, '*', { notes: 'any version' })).statusCode).toBe(204);
  });
});
