import { StoredAnswers } from '@portal/api/dashboard';
import { describe, expect, it, vi } from 'vitest';
import { useTestWorld } from './test-world';

const world = useTestWorld({});

const get = (url: string) => world.app.inject({ method: 'GET', url });

const trpcView = (input: object) =>
  `/trpc/dashboard.view?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

/** The refusal's message and the field its validation errors name first. */
async function refusal(url: string) {
  const response = await get(url);
  const body = response.json();
  const answer = 'error' in body ? body.error.json : body;
  return {
    status: response.statusCode,
    message: answer.message,
    field: Object.keys(answer.validationErrors ?? answer.data?.validationErrors ?? {})[0],
  };
}

describe('[public] the dashboard filter on every public route', () => {
  it.each([
    '/open-data/campaigns.csv',
    '/open-data/campaigns.json',
    '/open-data/contributions.csv',
    '/open-data/contributions.json',
  ])('%s refuses a To before the From as the geo feeds do', async (path) => {
    expect(await refusal(`${path}?startDate=2024-05-01&endDate=2024-04-01`)).toEqual({
      status: 400,
      message: 'startDate must not be after endDate',
      field: 'startDate',
    });
    expect(await refusal(`/contributionsgeo?from=2024-05-01&to=2024-04-01`)).toEqual({
      status: 400,
      message: 'from must not be after to',
      field: 'from',
    });
  });

  it('refuses the inverted range over tRPC with the same message and field', async () => {
    expect(await refusal(trpcView({ startDate: '2024-05-01', endDate: '2024-04-01' }))).toEqual({
      status: 400,
      message: 'startDate must not be after endDate',
      field: 'startDate',
    });
  });

  it.each([
    ['/open-data/campaigns.json?financing=all&colour=red'],
    ['/open-data/contributions.csv?colour=red'],
    ['/contributionsgeo?colour=red'],
    ['/external-contributionsgeo?colour=red&from=2024-01-01'],
    [trpcView({ financing: 'all', colour: 'red' })],
  ])('%s refuses an unknown parameter naming it', async (url) => {
    const answer = await refusal(url);
    expect(answer.status).toBe(400);
    // Worded by whichever check meets it first; it always names the parameter.
    expect(answer.message).toContain('colour');
  });

  it('still answers every parameter the portal writes in its links', async () => {
    const query =
      'financing=all&count=true&compare=false&offices=Mayor&campaigns=3%2C-7&startDate=2024-01-01&endDate=2024-06-30';
    expect((await get(`/open-data/campaigns.json?${query}`)).statusCode).toBe(200);
  });
});

describe('[public] one dashboard answer cache', () => {
  it('answers two spellings of one filter from the one stored answer', async () => {
    const set = vi.spyOn(StoredAnswers.prototype, 'set');
    try {
      const first = await get(trpcView({ financing: 'all', offices: ['mayor'] }));
      const stored = set.mock.calls.length;
      expect(stored).toBeGreaterThan(0);
      // The same filters written otherwise: the office as the spec names it, the defaults spelt out.
      const same = await get(
        trpcView({ offices: ['Mayor'], financing: 'All', compare: false, campaigns: [] }),
      );
      expect(same.statusCode).toBe(200);
      expect(same.body).toBe(first.body);
      expect(same.headers.etag).toBe(first.headers.etag);
      expect(set.mock.calls.length).toBe(stored);
    } finally {
      set.mockRestore();
    }
  });
});
