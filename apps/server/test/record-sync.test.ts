import { describe, expect, it } from 'vitest';
import {
  contributionPayload,
  expenditurePayload,
  useCampaignStaffWorld,
} from './campaign-staff-world';

const world = useCampaignStaffWorld();

const getJson = (url: string, headers: Record<string, string> = {}) =>
  world.asStaff({ method: 'GET', url, headers: { accept: 'application/json', ...headers } });

describe.each([
  ['contributions', contributionPayload],
  ['expenditures', expenditurePayload],
] as const)('GET /%s', (kind, payload) => {
  const create = async () =>
    (
      await world.asStaff({
        method: 'POST',
        url: `/${kind}/new`,
        payload: payload(world.campaignId),
      })
    ).json<{ id: number }>().id;

  it('walks the records by cursor from query parameters, every row once', async () => {
    const created = [await create(), await create(), await create()];
    const seen: number[] = [];
    let url = `/${kind}?campaignId=${world.campaignId}&limit=2`;
    for (;;) {
      const answer = await getJson(url);
      expect(answer.statusCode).toBe(200);
      const page = answer.json<{ data: { id: number }[]; nextCursor: string | null }>();
      seen.push(...page.data.map((row) => row.id));
      if (!page.nextCursor) break;
      url = `/${kind}?campaignId=${world.campaignId}&limit=2&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(created));
  });

  it('answers 304 to If-None-Match while the page is unchanged, and 200 once it changed', async () => {
    await create();
    const url = `/${kind}?campaignId=${world.campaignId}&limit=500`;
    const first = await getJson(url);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await getJson(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await create();
    const changed = await getJson(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers only rows changed since updatedSince', async () => {
    const since = new Date().toISOString();
    const later = await create();
    const answer = await getJson(
      `/${kind}?campaignId=${world.campaignId}&updatedSince=${encodeURIComponent(since)}`,
    );
    expect(answer.json().data.map((row: { id: number }) => row.id)).toEqual([later]);
  });

  it('answers 400 naming a parameter it does not know, and a limit that is no number', async () => {
    const unknown = await getJson(`/${kind}?campaignID=${world.campaignId}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('campaignID');
    expect((await getJson(`/${kind}?limit=many`)).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const answer = await world.app.inject({
      method: 'GET',
      url: `/${kind}`,
      headers: { accept: 'application/json' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
