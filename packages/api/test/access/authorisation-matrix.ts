import { activities, activityAttachments } from '@portal/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src';
import { contributionInput, expenditureInput } from '../records/record-inputs';
import {
  createCampaign,
  createOrganisations,
  createUser,
  DEFAULT_PASSWORD,
} from '../support/factories';
import { type Browser, createTestApi, type TestApi } from '../support/harness';
import { authorisationRows } from './authorisation-rows';
import {
  MATRIX_ACTORS,
  type MatrixActor,
  type MatrixRow,
  type Outcome,
  type Side,
  type Target,
} from './authorisation-rules';

const REFUSALS = new Set<TRPCError['code']>(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND']);

/** How the matrix's callers authenticate: the portal's session cookie, or an API token. */
export type Credentials = 'cookie' | 'apiToken';

/**
 * What only a person at the portal may do: with an API token every signed-in caller
 * is refused, whatever the row says for a cookie.
 */
const BROWSER_ONLY = new Set([
  'apiTokens.create',
  'auth.updatePassword',
  'auth.sendPasswordResetEmail',
  'auth.resetPassword',
]);

const expectedOutcome = (
  path: string,
  row: MatrixRow,
  side: Side,
  actor: MatrixActor,
  credentials: Credentials,
): Outcome =>
  credentials === 'apiToken' && actor !== 'anonymous' && BROWSER_ONLY.has(path)
    ? 'FORBIDDEN'
    : row[side][actor];

/**
 * The authorisation matrix as data: every procedure of the router, as every kind of
 * caller, on the caller's own campaign and government and on another government's. The rows live
 * in `authorisation-rows.ts`; a procedure without a row fails the first test. It runs a second
 * time with callers that present an API token instead of a cookie.
 */
export function describeAuthorisationMatrix(credentials: Credentials): void {
  let api: TestApi;
  const targets = {} as Record<Side, Target>;
  const browsers = {} as Record<MatrixActor, Browser>;
  const emails = {} as Record<Exclude<MatrixActor, 'anonymous'>, string>;

  /**
   * Each caller comes from its own address, as real ones do: the code-attempt throttle counts per
   * client address, and the matrix tries made-up codes as every caller.
   */
  const addressOf = (actor: MatrixActor) => `198.51.100.${20 + MATRIX_ACTORS.indexOf(actor)}`;

  // A user's tokens in use need names that do not look alike, and a matrix signs one actor in often.
  let tokensCreated = 0;

  async function signInAs(actor: MatrixActor): Promise<Browser> {
    if (actor === 'anonymous') return api.browser(addressOf(actor));
    const signedIn = await api.signIn(
      { email: emails[actor], password: DEFAULT_PASSWORD },
      addressOf(actor),
    );
    const browser =
      credentials === 'cookie'
        ? signedIn
        : api.script(
            (
              await signedIn.call((caller) =>
                caller.apiTokens.create({ name: `${actor} ${++tokensCreated}` }),
              )
            ).token,
            addressOf(actor),
          );
    if (actor === 'assumingAdmin')
      await browser.call((caller) =>
        caller.campaigns.assume({ campaignId: targets.own.campaignId }),
      );
    return browser;
  }

  beforeAll(async () => {
    // The matrix calls faster than any script should; the rate limit has its own tests.
    api = await createTestApi({ apiTokenRequestsPerMinute: 100_000 });
    const { db } = api.handle;
    const own = await createOrganisations(db);
    const foreign = await createOrganisations(db);
    const sibling = await createCampaign(db, own.government.id);
    const siblingAdmin = await createUser(db, {
      grants: [{ role: 'campaign_admin', governmentId: own.government.id, campaignId: sibling.id }],
    });
    Object.assign(emails, {
      campaignStaff: own.campaignStaff.email,
      campaignAdmin: own.campaignAdmin.email,
      otherCampaignAdmin: siblingAdmin.email,
      governmentAdmin: own.governmentAdmin.email,
      assumingAdmin: own.governmentAdmin.email,
    });

    for (const [side, org] of [
      ['own', own],
      ['foreign', foreign],
    ] as const) {
      const staff = await api.signIn({
        email: org.campaignStaff.email,
        password: DEFAULT_PASSWORD,
      });
      const commented = await staff.call((caller) =>
        caller.contributions.create(contributionInput(org.campaign.id)),
      );
      await staff.call((caller) =>
        caller.contributions.comment({
          id: commented.id,
          comment: 'receipt',
          attachment: { fileName: 'r.txt', contentType: 'text/plain', contentBase64: 'aGk=' },
        }),
      );
      const [attachment] = await db
        .select({ id: activityAttachments.id })
        .from(activityAttachments)
        .innerJoin(activities, eq(activities.id, activityAttachments.activityId))
        .where(eq(activities.contributionId, commented.id));
      targets[side] = {
        governmentId: org.government.id,
        campaignId: org.campaign.id,
        contributionId: async () =>
          (
            await staff.call((caller) =>
              caller.contributions.create(contributionInput(org.campaign.id)),
            )
          ).id,
        expenditureId: async () =>
          (
            await staff.call((caller) =>
              caller.expenditures.create(expenditureInput(org.campaign.id)),
            )
          ).id,
        staffPermission: async () => {
          const user = await createUser(db, {
            status: 'invited',
            password: null,
            grants: [
              {
                role: 'campaign_staff',
                governmentId: org.government.id,
                campaignId: org.campaign.id,
              },
            ],
          });
          return { permissionId: user.permissions[0]?.id ?? 0, userId: user.id };
        },
        attachmentId: attachment?.id ?? 0,
        staffEmail: org.campaignStaff.email,
      };
    }
    for (const actor of MATRIX_ACTORS) browsers[actor] = await signInAs(actor);
  }, 240_000);
  afterAll(() => api.close());

  describe('[authorisation] the matrix covers the router', () => {
    it('has a row for every procedure and none for a procedure that is gone', () => {
      const procedures = Object.keys(appRouter._def.procedures).sort();
      expect(Object.keys(authorisationRows).sort()).toEqual(procedures);
    });
  });

  const cases = Object.entries(authorisationRows).flatMap(([path, row]) =>
    (['own', 'foreign'] as const).flatMap((side) =>
      MATRIX_ACTORS.map((actor) => ({
        path,
        side,
        actor,
        row,
        expected: expectedOutcome(path, row, side, actor, credentials),
      })),
    ),
  );

  describe(`[authorisation] every procedure x caller x own or foreign (${credentials})`, () => {
    it.each(cases)(
      '$path as $actor on $side: $expected',
      async ({ side, actor, row, expected }) => {
        const browser = row.freshSession ? await signInAs(actor) : browsers[actor];
        const outcome = await browser
          .call((caller) => row.call(caller, targets[side]))
          .then(
            () => 'ok' as const,
            (error: unknown) => {
              if (!(error instanceof TRPCError)) throw error;
              return REFUSALS.has(error.code) ? error.code : ('ok' as const);
            },
          );
        expect(outcome).toBe(expected);
      },
    );
  });
}
