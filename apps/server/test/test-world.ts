import type { Database, DatabaseHandle, PublicReadConnections } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { Role } from '@portal/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, createStaticDir, signIn } from './harness';

/** Someone in a test world, who signs in with this e-mail and password. */
export interface WorldUser {
  email: string;
  password: string;
  role: Role;
  /** Campaign roles belong to the world's campaign, or to its other one when this says so. */
  campaign?: 'own' | 'other';
}

export const GOVERNMENT_ADMIN = {
  email: 'gov@example.org',
  password: 'gov-password',
  role: 'government_admin',
} as const satisfies WorldUser;

export const CAMPAIGN_ADMIN = {
  email: 'admin@example.org',
  password: 'admin-password',
  role: 'campaign_admin',
} as const satisfies WorldUser;

export const CAMPAIGN_STAFF = {
  email: 'staff@example.org',
  password: 'staff-password',
  role: 'campaign_staff',
} as const satisfies WorldUser;

export interface TestWorldOptions<Who extends string> {
  /** Configuration, as variables in the environment. */
  env?: Record<string, string>;
  /** Serves a miniature built portal (index.html and one asset), so page loads get a page. */
  portalPages?: boolean;
  /** The people of the world by the name tests call them; each is created and signed in. */
  users?: Record<Who, WorldUser>;
  campaignName?: string;
  /** A second campaign of the same government, by this name. */
  otherCampaignName?: string;
  /** The database to run over, closed with the world; a fresh test database by default. */
  openDatabase?: () => Promise<DatabaseHandle>;
  /** The read replicas public reads go to, opened over the world's database (the primary). */
  readReplicas?: (primary: Database) => Promise<PublicReadConnections>;
  /** How long setting up may take (PGlite boots in a few seconds; some worlds start a server). */
  setupTimeoutMs?: number;
}

export interface SignedInUser {
  id: number;
  permissionId: number;
  cookie: string;
}

export type Answer = LightMyRequestResponse;

/** A database, the app over it, a government with its campaign, and signed-in people. */
export interface TestWorld<Who extends string> {
  database: DatabaseHandle;
  /** The read replicas, when the world was given any. */
  publicReads: PublicReadConnections | undefined;
  app: FastifyInstance;
  governmentId: number;
  campaignId: number;
  /** The second campaign; only there when `otherCampaignName` was given. */
  otherCampaignId: number;
  users: Record<Who, SignedInUser>;
  /** A request as `who` with their session cookie, or with none for `null`. */
  as: (who: Who | null, options: InjectOptions) => Promise<Answer>;
  /** `POST url` with a JSON body as `who` (null: signed out). */
  post: (who: Who | null, url: string, payload?: object) => Promise<Answer>;
  /** `GET url` as `who` (null: signed out), as a script asks: for JSON. */
  get: (who: Who | null, url: string) => Promise<Answer>;
  /** Another active user, of the world's campaign unless a government admin; not signed in. */
  addUser: (email: string, password: string, role?: Role) => ReturnType<typeof createUser>;
}

/**
 * Sets up a test world before the file's tests and closes it after them. Its fields are filled in
 * by then: read them inside hooks and tests, not at the top of the file.
 */
export function useTestWorld<Who extends string = never>(
  options: TestWorldOptions<Who> = {},
): TestWorld<Who> {
  // The data fields are filled in by the setup below; the requests read them when they run.
  const world = {
    as: (who, request) =>
      who === null
        ? world.app.inject(request)
        : world.app.inject({
            ...request,
            headers: { cookie: world.users[who].cookie, ...request.headers },
          }),
    post: (who, url, payload) => world.as(who, { method: 'POST', url, payload }),
    get: (who, url) =>
      world.as(who, { method: 'GET', url, headers: { accept: 'application/json' } }),
    addUser: (email, password, role = 'campaign_staff') =>
      createWorldUser(world, { email, password, role }),
  } as TestWorld<Who>;
  beforeAll(async () => {
    const database = await (options.openDatabase ?? createTestDatabase)();
    world.database = database;
    const portal: Record<string, string> = options.portalPages
      ? { STATIC_DIR: createStaticDir() }
      : {};
    world.publicReads = await options.readReplicas?.(database.db);
    world.app = await buildTestApp(database.db, { ...portal, ...options.env }, world.publicReads);
    world.governmentId = (await createGovernment(database.db)).id;
    world.campaignId = (
      await createCampaign(database.db, world.governmentId, options.campaignName)
    ).id;
    if (options.otherCampaignName)
      world.otherCampaignId = (
        await createCampaign(database.db, world.governmentId, options.otherCampaignName)
      ).id;
    world.users = {} as Record<Who, SignedInUser>;
    for (const [who, user] of Object.entries<WorldUser>(options.users ?? {})) {
      const created = await createWorldUser(world, user);
      world.users[who as Who] = {
        id: created.user.id,
        permissionId: created.permission.id,
        cookie: await signIn(world.app, user.email, user.password),
      };
    }
  }, options.setupTimeoutMs);
  afterAll(async () => {
    await world.app?.close();
    await world.publicReads?.close();
    await world.database?.close();
  });
  return world;
}

/** A user of the world's government, and of its campaign (or other one) in a campaign role. */
function createWorldUser(
  world: Pick<TestWorld<never>, 'database' | 'governmentId' | 'campaignId' | 'otherCampaignId'>,
  user: WorldUser,
) {
  let campaignId: number | undefined;
  if (user.role !== 'government_admin')
    campaignId = user.campaign === 'other' ? world.otherCampaignId : world.campaignId;
  return createUser(world.database.db, { ...user, governmentId: world.governmentId, campaignId });
}
