import { contributions } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addContribution } from '../records/admin-records';
import { createCampaign, createOrganisations } from '../support/factories';
import { type Browser, expectTRPCError, useTestApi } from '../support/harness';

const api = useTestApi();

const storedNotes = async (id: number) => {
  const [row] = await api.handle.db
    .select({ notes: contributions.notes })
    .from(contributions)
    .where(eq(contributions.id, id));
  return row?.notes ?? null;
};

const editNotes = (browser: Browser, id: number, notes: string) =>
  browser.call((caller) => caller.contributions.update({ id, notes }));

/** A reviewing government admin may not change campaign fields: FORBIDDEN. */
const refused = (promise: Promise<unknown>) => expectTRPCError(promise, 'FORBIDDEN');

describe('edit mode on the server', () => {
  it('a government admin edits a campaign’s draft only while assuming that campaign, with a trail', async () => {
    const own = await createOrganisations(api.handle.db);
    const sibling = await createCampaign(api.handle.db, own.government.id);
    const draft = await addContribution(api.handle.db, own.campaign, { amountCents: 5_000 });
    const siblingDraft = await addContribution(api.handle.db, sibling, { amountCents: 5_000 });
    const admin = await api.signIn(own.governmentAdmin);

    await refused(editNotes(admin, draft.id, 'Reviewing only'));
    expect(await storedNotes(draft.id)).toBeNull();

    await admin.call((caller) => caller.campaigns.assume({ campaignId: own.campaign.id }));
    await editNotes(admin, draft.id, 'Fixed by the city');
    expect(await storedNotes(draft.id)).toBe('Fixed by the city');

    // Assuming one campaign gives no edit rights on another.
    await refused(editNotes(admin, siblingDraft.id, 'Wrong campaign'));
    expect(await storedNotes(siblingDraft.id)).toBeNull();

    const history = await admin.call((caller) =>
      caller.activities.list({ contributionId: draft.id, page: 0, perPage: 25 }),
    );
    expect(history.data).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ id: own.governmentAdmin.id }),
        onBehalfOfCampaign: { id: own.campaign.id, name: own.campaign.name },
      }),
    );

    await admin.call((caller) => caller.campaigns.stopAssuming());
    await refused(editNotes(admin, draft.id, 'After edit mode'));
    expect(await storedNotes(draft.id)).toBe('Fixed by the city');
  });

  it('edit mode of one session does not carry to the same admin’s other session', async () => {
    const own = await createOrganisations(api.handle.db);
    const draft = await addContribution(api.handle.db, own.campaign, { amountCents: 1_000 });
    const editing = await api.signIn(own.governmentAdmin);
    const reviewing = await api.signIn(own.governmentAdmin);
    await editing.call((caller) => caller.campaigns.assume({ campaignId: own.campaign.id }));

    await refused(editNotes(reviewing, draft.id, 'From the other tab'));
    await editNotes(editing, draft.id, 'From the editing tab');
    expect(await storedNotes(draft.id)).toBe('From the editing tab');
  });
});
