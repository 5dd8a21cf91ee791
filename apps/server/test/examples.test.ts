import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contributionInput } from '@portal/api/testing/record-inputs';
import { allPages, createPortalClient } from '@portal/client';
import { contributions } from '@portal/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKnownContributor } from './factories';
import { useTestWorld } from './test-world';

/**
 * The README's example scripts, run as a user runs them: a separate Node process with the
 * client package, a token and the address of a started server.
 */
const examplesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../examples');

const TREASURER = {
  email: 'treasurer@example.org',
  password: 'treasurer-password',
  role: 'campaign_admin',
} as const;
const AUDITOR = {
  email: 'auditor@example.org',
  password: 'auditor-password',
  role: 'government_admin',
} as const;

const world = useTestWorld({
  campaignName: 'Ada Lovelace 2024',
  otherCampaignName: 'Grace Hopper 2024',
  users: { treasurer: TREASURER, auditor: AUDITOR },
});
let url: string;
let campaignToken: string;
let governmentToken: string;

const donor = {
  type: 'contribution' as const,
  subType: 'cash' as const,
  contributorType: 'individual' as const,
  oaeType: 'matchable' as const,
  city: 'Portland',
  state: 'OR',
};

async function tokenFor(who: 'treasurer' | 'auditor', name: string): Promise<string> {
  const response = await world.post(who, '/api-tokens', { name });
  if (response.statusCode !== 201)
    throw new Error(`token: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

function runExample(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: examplesDir,
      env: { PORTAL_URL: url, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  const { db } = world.database;
  const { governmentId, campaignId: ownCampaignId, otherCampaignId } = world;
  const own = { ...donor, governmentId, campaignId: ownCampaignId };
  await db.insert(contributions).values([
    {
      ...own,
      status: 'submitted',
      amountCents: 2_500,
      date: '2024-03-01',
      firstName: 'Robert',
      lastName: 'Quimby',
      address1: '300 NE Fremont St',
      zip: '97212',
    },
    {
      ...own,
      status: 'processed',
      amountCents: 5_000,
      date: '2024-03-02',
      firstName: 'Wilma',
      lastName: 'Ortiz',
      address1: '12 SE Oak St',
      zip: '97214',
    },
    {
      ...own,
      status: 'draft',
      amountCents: 1_000,
      date: '2024-03-03',
      firstName: 'Pat',
      lastName: 'Lee',
      address1: '9 N Main St',
      zip: '97217',
    },
    {
      ...donor,
      governmentId,
      campaignId: otherCampaignId,
      status: 'submitted',
      amountCents: 7_500,
      date: '2024-02-01',
      firstName: 'Olive',
      lastName: 'Othercampaign',
      address1: '1 Elm St',
      zip: '97201',
    },
  ]);
  await createKnownContributor(db, {
    id: '200000001',
    firstName: 'Robert',
    lastName: 'Quimby',
    address1: '300 NE Fremont St',
    city: 'Portland',
    state: 'OR',
    zip: '97212',
  });
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  campaignToken = await tokenFor('treasurer', 'weekly export');
  governmentToken = await tokenFor('auditor', 'review queue');
});

describe('examples/export-campaign-csv.ts', () => {
  it("writes the campaign's contributions as CSV, oldest first, and no other campaign's", async () => {
    const run = await runExample('export-campaign-csv.ts', {
      PORTAL_TOKEN: campaignToken,
      CAMPAIGN_ID: String(world.campaignId),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => /Quimby|Ortiz|Lee/.exec(line)?.[0])).toEqual([
      'Quimby',
      'Ortiz',
      'Lee',
    ]);
    expect(run.stdout).not.toContain('Othercampaign');
  });

  it("gets none of another campaign's contributions: the file holds the header alone", async () => {
    const run = await runExample('export-campaign-csv.ts', {
      PORTAL_TOKEN: campaignToken,
      CAMPAIGN_ID: String(world.otherCampaignId),
    });
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).not.toContain('Othercampaign');
  });

  it('names the missing setting instead of calling the portal without a token', async () => {
    const run = await runExample('export-campaign-csv.ts', { CAMPAIGN_ID: '1' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('PORTAL_TOKEN');
  });
});

describe('examples/awaiting-review.ts', () => {
  it("lists every campaign's submitted contributions with the suggested voter-file match", async () => {
    const run = await runExample('awaiting-review.ts', { PORTAL_TOKEN: governmentToken });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('2 contribution(s) awaiting review.');
    expect(lines[0]).toContain('Olive Othercampaign');
    expect(lines[0]).toContain('no match suggested');
    expect(lines[1]).toContain('Robert Quimby');
    expect(lines[1]).toMatch(/exact match: Robert Quimby, 300 NE Fremont St, 97212/);
    expect(run.stdout).not.toContain('Ortiz');
  });

  it("refuses a campaign user's token: matching is the city's", async () => {
    const run = await runExample('awaiting-review.ts', { PORTAL_TOKEN: campaignToken });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Only government admins may match contributions');
  });
});

describe('the client package over HTTP', () => {
  it('streams the geo feed and walks a list page by page, with a token', async () => {
    const client = createPortalClient({ url, token: governmentToken });
    const feed = await client.dashboard.contributionsGeo.query({});
    let text = '';
    for await (const chunk of feed.chunks) text += chunk;
    const collection = JSON.parse(text) as { type: string; features: unknown[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(feed.etag).toMatch(/^W\//);

    const ids: number[] = [];
    for await (const row of allPages(client.contributions.list.query, { filter: {} }, 50)) {
      ids.push(row.id);
    }
    expect(ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
  });

  it('creates once when the answer of a create is lost and the client sends it again', async () => {
    const count = async () =>
      (
        await world.database.db
          .select({ id: contributions.id })
          .from(contributions)
          .where(eq(contributions.campaignId, world.campaignId))
      ).length;
    let lost = false;
    const losingFirstAnswer: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (lost || init?.method !== 'POST') return response;
      lost = true;
      await response.body?.cancel();
      throw new TypeError('fetch failed');
    };
    const before = await count();
    const client = createPortalClient({
      url,
      token: campaignToken,
      fetch: losingFirstAnswer,
      retry: { sleep: async () => {} },
    });
    const created = await client.contributions.create.mutate(
      contributionInput(world.campaignId, { amount: 17 }),
    );
    expect(lost).toBe(true);
    expect(await count()).toBe(before + 1);

    // A script that restarts sends its own key again: the first answer, nothing written.
    const key = { context: { idempotencyKey: `nightly-${created.id}` } };
    const again = createPortalClient({ url, token: campaignToken });
    const first = await again.contributions.create.mutate(contributionInput(world.campaignId), key);
    const repeated = await again.contributions.create.mutate(
      contributionInput(world.campaignId),
      key,
    );
    expect(repeated.id).toBe(first.id);
    expect(repeated.createdAt).toEqual(first.createdAt);
    expect(await count()).toBe(before + 2);
  });

  it('answers a revoked token with 401, which it does not retry', async () => {
    const token = await tokenFor('auditor', 'short-lived');
    const client = createPortalClient({ url, token });
    expect((await client.auth.me.query()).email).toBe(AUDITOR.email);
    const listed = await world.as('auditor', { method: 'GET', url: '/api-tokens' });
    const created = listed
      .json<{ id: number; name: string }[]>()
      .find((each) => each.name === 'short-lived');
    await world.as('auditor', { method: 'DELETE', url: `/api-tokens/${created?.id}` });
    await expect(client.auth.me.query()).rejects.toMatchObject({ data: { httpStatus: 401 } });
  });
});
