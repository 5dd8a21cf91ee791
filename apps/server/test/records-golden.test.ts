import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoMatcher } from '@portal/api/matching';
import type { DatabaseHandle } from '@portal/db';
import { DEMO_PASSWORD, seedDemo, TEST_PASSWORD_HASH_COST } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { RecordCollection } from '@portal/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionPayload, expenditurePayload, multipartBody } from './campaign-staff-world';
import { buildTestApp, createStaticDir, signIn } from './harness';

/**
 * The spec's section 7 is a contract that outside scripts depend on, so the records' REST answers
 * on a fixed demo seed are recorded once and every later run must give the same bytes: a refactor
 * of the records code may change how answers are made, never what they are. Moments made during
 * the run (new rows, history, file names) are the only thing normalised away.
 *
 * To record anew after a deliberate, documented change of an answer:
 * `RECORD_GOLDEN=1 pnpm --filter @portal/server exec vitest run test/records-golden.test.ts`.
 */
const GOLDEN_FILE = join(__dirname, 'golden', 'records-rest.json');
// biome-ignore lint/style/noProcessEnv: a developer's switch, read by this test alone
const recording = process.env.RECORD_GOLDEN === '1';

interface RecordedAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

type Account = 'government' | 'campaign' | 'otherCampaign';
interface Call {
  name: string;
  as: Account;
  request: InjectOptions;
}

let database: DatabaseHandle;
let app: FastifyInstance;
const cookies = {} as Record<Account, string>;

/** Moments of this run (the demo data ends in 2024) and the export file names' times. */
const normalise = (text: string) =>
  text
    .replace(/20(2[5-9]|[3-9]\d)-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)?/g, '<now>')
    .replace(/download-[^".]+\.(csv|xml)/g, 'download-<time>.$1');

function recordOf(response: LightMyRequestResponse): RecordedAnswer {
  const contentType = response.headers['content-type'];
  const disposition = response.headers['content-disposition'];
  return {
    status: response.statusCode,
    contentType: typeof contentType === 'string' ? contentType : null,
    body: normalise(
      typeof disposition === 'string' ? `${disposition}\n${response.body}` : response.body,
    ),
  };
}

const send = (call: Call) =>
  app.inject({
    ...call.request,
    headers: { cookie: cookies[call.as], ...call.request.headers },
  });

const DEMO_GOVERNMENT_ID = 1;
const FIRST_CAMPAIGN_ID = 1;

const listBody = (extra: Record<string, unknown> = {}) => ({
  governmentId: DEMO_GOVERNMENT_ID,
  page: 0,
  perPage: 50,
  ...extra,
});

/** Reads of the seeded data: every list shape, export, detail, history and summary. */
function readCalls(kind: RecordCollection, ids: number[]): Call[] {
  const list = (name: string, as: Account, body: Record<string, unknown>): Call => ({
    name: `${kind} list ${name}`,
    as,
    request: { method: 'POST', url: `/${kind}`, payload: body },
  });
  const idKey = kind === 'contributions' ? 'contributionId' : 'expenditureId';
  return [
    list('default', 'government', listBody()),
    list('by amount ascending, page 1', 'government', {
      ...listBody({ page: 1 }),
      sort: { field: 'amount', direction: 'ASC' },
    }),
    list('by name', 'government', listBody({ sort: { field: 'name', direction: 'ASC' } })),
    list('by campaign name', 'government', {
      ...listBody(),
      sort: { field: 'campaignName', direction: 'DESC' },
    }),
    list('submitted in 2024', 'government', {
      ...listBody(),
      filter: { status: 'submitted', from: '2024-01-01', to: '2024-06-30' },
    }),
    list('of one campaign, 100 a page', 'campaign', {
      campaignId: FIRST_CAMPAIGN_ID,
      page: 0,
      perPage: 100,
    }),
    list('of another campaign', 'otherCampaign', { campaignId: FIRST_CAMPAIGN_ID }),
    list('with a bad sort', 'government', listBody({ sort: { field: 'nope' } })),
    list('with an inverted range', 'government', {
      ...listBody(),
      filter: { from: '2024-06-01', to: '2024-01-01' },
    }),
    list('as CSV', 'government', listBody({ format: 'csv' })),
    list('of a campaign as CSV', 'campaign', {
      campaignId: FIRST_CAMPAIGN_ID,
      format: 'csv',
      filter: { status: 'submitted' },
    }),
    list('as ORESTAR XML', 'campaign', {
      campaignId: FIRST_CAMPAIGN_ID,
      format: 'xml',
      filerId: '12345',
    }),
    list('as an unknown format', 'government', listBody({ format: 'pdf' })),
    ...ids.flatMap((id): Call[] => [
      {
        name: `${kind} ${id}`,
        as: 'government',
        request: { method: 'GET', url: `/${kind}/${id}` },
      },
      {
        name: `${kind} ${id} for another campaign`,
        as: 'otherCampaign',
        request: { method: 'GET', url: `/${kind}/${id}` },
      },
      {
        name: `${kind} ${id} history`,
        as: 'campaign',
        request: { method: 'POST', url: '/activities', payload: { [idKey]: id, perPage: 25 } },
      },
    ]),
    {
      name: `${kind} unknown id`,
      as: 'government',
      request: { method: 'GET', url: `/${kind}/999999` },
    },
    {
      name: `${kind} id past int4`,
      as: 'government',
      request: { method: 'GET', url: `/${kind}/4294967296` },
    },
  ];
}

const summaryCalls: Call[] = [
  {
    name: 'summary of the government',
    as: 'government',
    request: { method: 'POST', url: '/summary', payload: { governmentId: DEMO_GOVERNMENT_ID } },
  },
  {
    name: 'summary of a campaign',
    as: 'campaign',
    request: { method: 'POST', url: '/summary', payload: { campaignId: FIRST_CAMPAIGN_ID } },
  },
  {
    name: 'history of a campaign',
    as: 'campaign',
    request: { method: 'POST', url: '/activities', payload: { campaignId: FIRST_CAMPAIGN_ID } },
  },
];

const BULK_CSV = [
  'date,type,subType,amount,oaeType,contributorType,firstName,lastName,address1,city,state,zip,paymentMethod',
  '2024-05-01,contribution,cash,20,matchable,individual,Ida,Wells,10 Oak St,Portland,OR,97205,cash',
  '2024-05-02,contribution,cash,35,matchable,individual,Ed,Roberts,22 Elm St,Portland,OR,97206,check',
].join('\n');

/** Writes, each followed by a read of what it changed, in one fixed order. */
function writeCalls(
  kind: RecordCollection,
  payload: Record<string, unknown>,
  newId: number,
): Call[] {
  const at = (suffix = '') => `/${kind}/${newId}${suffix}`;
  const read: Call = {
    name: `${kind} ${newId} read`,
    as: 'campaign',
    request: { method: 'GET', url: at() },
  };
  const again = (name: string): Call => ({ ...read, name: `${read.name} after ${name}` });
  const idKey = kind === 'contributions' ? 'contributionId' : 'expenditureId';
  return [
    {
      name: `${kind} create`,
      as: 'campaign',
      request: { method: 'POST', url: `/${kind}/new`, payload },
    },
    {
      name: `${kind} create with a missing field`,
      as: 'campaign',
      request: { method: 'POST', url: `/${kind}/new`, payload: { ...payload, date: '' } },
    },
    {
      name: `${kind} create for another campaign`,
      as: 'otherCampaign',
      request: { method: 'POST', url: `/${kind}/new`, payload },
    },
    again('create'),
    {
      name: `${kind} update amount`,
      as: 'campaign',
      request: { method: 'PUT', url: at(), payload: { id: newId, amount: 19.99, notes: 'golden' } },
    },
    again('update'),
    {
      name: `${kind} update with a stale version`,
      as: 'campaign',
      request: { method: 'PUT', url: at(), payload: { id: newId, version: 1, amount: 3 } },
    },
    {
      name: `${kind} update with a bad amount`,
      as: 'campaign',
      request: { method: 'PUT', url: at(), payload: { id: newId, amount: -4 } },
    },
    {
      name: `${kind} submit`,
      as: 'campaign',
      request: { method: 'PUT', url: at(), payload: { id: newId, status: 'submitted' } },
    },
    again('submit'),
    {
      name: `${kind} campaign may not mark compliance`,
      as: 'campaign',
      request: { method: 'PUT', url: at(), payload: { id: newId, status: 'out_of_compliance' } },
    },
    {
      name: `${kind} government marks out of compliance`,
      as: 'government',
      request: { method: 'PUT', url: at(), payload: { id: newId, status: 'out_of_compliance' } },
    },
    again('compliance'),
    {
      name: `${kind} comment`,
      as: 'campaign',
      request: { method: 'POST', url: at('/comments'), ...multipartBody({ comment: 'Checked.' }) },
    },
    {
      name: `${kind} comment from another campaign`,
      as: 'otherCampaign',
      request: { method: 'POST', url: at('/comments'), ...multipartBody({ comment: 'Nosy.' }) },
    },
    {
      name: `${kind} history after writes`,
      as: 'campaign',
      request: { method: 'POST', url: '/activities', payload: { [idKey]: newId } },
    },
    {
      name: `${kind} archive by another campaign`,
      as: 'otherCampaign',
      request: { method: 'DELETE', url: at() },
    },
    { name: `${kind} archive`, as: 'campaign', request: { method: 'DELETE', url: at() } },
    again('archive'),
  ];
}

/** A bulk upload of `csv` by the first campaign's user. */
const bulkUpload = (name: string, csv: string): Call => ({
  name,
  as: 'campaign',
  request: {
    method: 'POST',
    url: '/contributions/bulk-upload',
    ...multipartBody(
      { campaignId: String(FIRST_CAMPAIGN_ID) },
      { field: 'file', name: 'gifts.csv', type: 'text/csv', body: csv },
    ),
  },
});

const bulkCalls: Call[] = [
  bulkUpload('bulk upload', BULK_CSV),
  bulkUpload('bulk upload with a bad row', `${BULK_CSV}\nyesterday,-5`),
];

async function firstIds(kind: RecordCollection, count: number) {
  const response = await send({
    name: 'ids',
    as: 'government',
    request: { method: 'POST', url: `/${kind}`, payload: listBody() },
  });
  const { data } = response.json() as { data: { id: number }[] };
  return data.slice(0, count).map((row) => row.id);
}

async function nextId(kind: RecordCollection) {
  const response = await send({
    name: 'latest',
    as: 'government',
    request: {
      method: 'POST',
      url: `/${kind}`,
      payload: { ...listBody({ perPage: 50 }), sort: { field: 'createdAt', direction: 'DESC' } },
    },
  });
  const { data } = response.json() as { data: { id: number }[] };
  return Math.max(...data.map((row) => row.id)) + 1;
}

const answers = new Map<string, RecordedAnswer>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, {
    matcher: demoMatcher,
    contributions: 160,
    expenditures: 40,
    externalContributions: 10,
    knownContributors: 300,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
  });
  app = await buildTestApp(database.db, { STATIC_DIR: createStaticDir() });
  cookies.government = await signIn(app, 'gov.admin@example.org', DEMO_PASSWORD);
  cookies.campaign = await signIn(app, 'campaign.admin@example.org', DEMO_PASSWORD);
  cookies.otherCampaign = await signIn(app, 'other.admin@example.org', DEMO_PASSWORD);

  const calls = [
    ...readCalls('contributions', await firstIds('contributions', 3)),
    ...readCalls('expenditures', await firstIds('expenditures', 3)),
    ...summaryCalls,
    ...writeCalls(
      'contributions',
      contributionPayload(FIRST_CAMPAIGN_ID),
      await nextId('contributions'),
    ),
    ...writeCalls(
      'expenditures',
      expenditurePayload(FIRST_CAMPAIGN_ID),
      await nextId('expenditures'),
    ),
    ...bulkCalls,
    ...summaryCalls.map((call) => ({ ...call, name: `${call.name} after writes` })),
  ];
  for (const call of calls) {
    if (answers.has(call.name)) throw new Error(`two calls are named ${call.name}`);
    answers.set(call.name, recordOf(await send(call)));
  }
  if (recording)
    writeFileSync(GOLDEN_FILE, `${JSON.stringify(Object.fromEntries(answers), null, 2)}\n`);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('records REST answers on the demo seed', () => {
  it('are recorded', () => {
    expect(existsSync(GOLDEN_FILE), `${GOLDEN_FILE} is missing: record it`).toBe(true);
  });

  it('cover reads, writes, refusals and every status class', () => {
    const statuses = new Set([...answers.values()].map((answer) => answer.status));
    expect([...statuses].sort()).toEqual(
      expect.arrayContaining([200, 201, 204, 400, 404, 409, 422]),
    );
  });

  it('are byte for byte the recorded ones', () => {
    const golden = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, RecordedAnswer>;
    expect([...answers.keys()]).toEqual(Object.keys(golden));
    for (const [name, answer] of answers)
      expect({ name, ...answer }).toEqual({ name, ...golden[name] });
  });
});
