import { contributions, expenditures } from '@portal/db';
import type { CreateContributionInput, RecordKind } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Browser } from '../support/harness';
import { contributionInput, expenditureInput } from './record-inputs';
import type { RecordsWorld } from './records-fixture';

export type { RecordKind };

/** What the shared record tests read back from any kind's procedures. */
interface RecordView {
  id: number;
  status: string;
  version: number;
  notes: string | null;
}

/** A list page as both kinds' lists answer it, with the columns the shared tests read. */
interface ListPage {
  data: { id: number; name: string | null; campaignName: string; status: string }[];
  total: number;
}

/** A change as the record forms send it: an id, and a status or fields. */
type RecordChange = { id: number; version?: number; status?: string; notes?: string } & Record<
  string,
  unknown
>;

/** Where each kind lives: its router, its table and its key in the history list. */
const KINDS = {
  contribution: {
    router: 'contributions',
    table: contributions,
    historyKey: 'contributionId',
    input: (campaignId: number, overrides: object) =>
      contributionInput(campaignId, overrides as Partial<CreateContributionInput>),
  },
  expenditure: {
    router: 'expenditures',
    table: expenditures,
    historyKey: 'expenditureId',
    input: (campaignId: number, overrides: object) =>
      expenditureInput(campaignId, { ...overrides }),
  },
} as const;

/**
 * One kind's procedures, so a test written once runs against both kinds. The two routers take
 * different inputs; the tests only send what both accept, hence the casts at the call.
 */
function driverOf(kind: RecordKind) {
  const { router, table, historyKey, input } = KINDS[kind];
  return {
    create: (browser: Browser, campaignId: number, overrides: object) =>
      browser.call<RecordView>((api) => api[router].create(input(campaignId, overrides) as never)),
    update: (browser: Browser, change: RecordChange) =>
      browser.call<RecordView>((api) => api[router].update(change as never)),
    get: (browser: Browser, id: number) =>
      browser.call<RecordView>((api) => api[router].get({ id })),
    list: (browser: Browser, input: object) =>
      browser.call<ListPage>((api) => api[router].list(input as never)),
    archive: (browser: Browser, id: number) =>
      browser.call<RecordView>((api) => api[router].archive({ id })),
    history: async (browser: Browser, id: number) => {
      const page = await browser.call((api) =>
        api.activities.list({ [historyKey]: id, perPage: 100 } as never),
      );
      return page.data.map((activity) => activity.notes);
    },
    /** Skips the procedures, as earlier steps of the record's life would have left it. */
    setStatus: (world: RecordsWorld, id: number, status: string) =>
      world.api.handle.db.execute(sql`update ${table} set status = ${status} where id = ${id}`),
  };
}

/** The records of one kind in the world's campaign, written as its staff would. */
export function recordsOf(world: RecordsWorld, kind: RecordKind) {
  const driver = driverOf(kind);
  const addDraft = (overrides: object = {}) =>
    driver.create(world.campaignStaff, world.campaignId, overrides);
  return {
    ...driver,
    addDraft,
    /** A record put straight into a status, as earlier steps of its life would leave it. */
    async recordIn(status: string) {
      const created = await addDraft();
      await driver.setStatus(world, created.id, status);
      return created.id;
    },
    /** The record's history lines, newest first, as its campaign admin reads them. */
    historyOf: (id: number) => driver.history(world.campaignAdmin, id),
  };
}

/** The signed-in browsers that move records along; the tables below name them. */
export type Who = keyof Pick<
  RecordsWorld,
  'campaignStaff' | 'campaignAdmin' | 'governmentAdmin' | 'assumingAdmin' | 'otherStaff'
>;
