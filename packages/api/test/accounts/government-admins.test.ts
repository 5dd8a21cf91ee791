import { permissions } from '@portal/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrganisations, createUser } from '../support/factories';
import { type Browser, expectTRPCError, useTestApi } from '../support/harness';

const api = useTestApi();

/** A government with two government admins, both signed in, and their permission ids. */
async function governmentWithTwoAdmins() {
  const own = await createOrganisations(api.handle.db);
  const second = await createUser(api.handle.db, {
    grants: [{ role: 'government_admin', governmentId: own.government.id }],
  });
  return {
    own,
    first: {
      user: own.governmentAdmin,
      permissionId: own.governmentAdmin.permissions[0]?.id ?? 0,
      browser: await api.signIn(own.governmentAdmin),
    },
    second: {
      user: second,
      permissionId: second.permissions[0]?.id ?? 0,
      browser: await api.signIn(second),
    },
  };
}

/** The Settings table of the government, as one of its admins sees it. */
const governmentAdminEmails = async (browser: Browser, governmentId: number) =>
  (await browser.call((caller) => caller.users.list({ governmentId }))).map((row) => row.email);

const storedGovernmentAdmins = async (governmentId: number) =>
  api.handle.db
    .select({ userId: permissions.userId })
    .from(permissions)
    .where(and(eq(permissions.governmentId, governmentId), isNull(permissions.campaignId)));

const remove = (browser: Browser, permissionId: number) =>
  browser.call((caller) => caller.users.removePermission({ permissionId }));

describe('a government keeps at least one government admin', () => {
  it('one of two admins removes the other; the one left cannot remove themself', async () => {
    const { own, first, second } = await governmentWithTwoAdmins();
    expect((await governmentAdminEmails(first.browser, own.government.id)).sort()).toEqual(
      [first.user.email, second.user.email].sort(),
    );

    await remove(first.browser, second.permissionId);
    expect(await governmentAdminEmails(first.browser, own.government.id)).toEqual([
      first.user.email,
    ]);
    // The removed admin's open session ends at once.
    await expectTRPCError(
      second.browser.call((caller) => caller.users.list({ governmentId: own.government.id })),
      'UNAUTHORIZED',
    );

    // Self-removal is refused before the last-admin rule is even asked.
    await expectTRPCError(
      remove(first.browser, first.permissionId),
      'CONFLICT',
      'You cannot remove yourself',
    );
    expect(await storedGovernmentAdmins(own.government.id)).toEqual([{ userId: first.user.id }]);
  });

  it('nobody but a government admin reaches the last one: the campaign admin gets NOT_FOUND', async () => {
    const { own, first, second } = await governmentWithTwoAdmins();
    await remove(first.browser, second.permissionId);
    await expectTRPCError(
      (await api.signIn(own.campaignAdmin)).call((caller) =>
        caller.users.removePermission({ permissionId: first.permissionId }),
      ),
      'NOT_FOUND',
    );
    expect(await storedGovernmentAdmins(own.government.id)).toEqual([{ userId: first.user.id }]);
  });

  it('two admins removing each other at the same moment: the later one is told an admin must stay', async () => {
    const { own, first, second } = await governmentWithTwoAdmins();
    // The second admin's request has passed the session check when the first one's removal
    // commits: its context was built before, as for two requests arriving together.
    const racing = second.browser.call(async (caller) => {
      await remove(first.browser, second.permissionId);
      return caller.users.removePermission({ permissionId: first.permissionId });
    });
    await expectTRPCError(racing, 'CONFLICT', 'The government must keep at least one admin');
    expect(await storedGovernmentAdmins(own.government.id)).toEqual([{ userId: first.user.id }]);
    expect(await governmentAdminEmails(first.browser, own.government.id)).toEqual([
      first.user.email,
    ]);
  });
});
