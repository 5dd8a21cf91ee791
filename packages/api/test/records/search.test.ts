import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createOrganisations } from '../support/factories';
import { expectTRPCError, useTestApi } from '../support/harness';
import { addContribution, addExpenditure } from './admin-records';

const api = useTestApi();
let own: Awaited<ReturnType<typeof createOrganisations>>;
let other: Awaited<ReturnType<typeof createOrganisations>>;
let ownDonation: Awaited<ReturnType<typeof addContribution>>;
let siblingDonation: Awaited<ReturnType<typeof addContribution>>;
let otherDonation: Awaited<ReturnType<typeof addContribution>>;
let ownExpense: Awaited<ReturnType<typeof addExpenditure>>;

beforeAll(async () => {
  const db = api.handle.db;
  own = await createOrganisations(db);
  other = await createOrganisations(db);
  const sibling = await createCampaign(db, own.government.id);
  ownDonation = await addContribution(db, own.campaign, {
    amountCents: 2_500,
    firstName: 'Margarethe',
    lastName: 'Okafor',
  });
  siblingDonation = await addContribution(db, sibling, {
    amountCents: 100,
    firstName: 'Margarethe',
    lastName: 'Okafor-Lind',
  });
  otherDonation = await addContribution(db, other.campaign, {
    amountCents: 100,
    firstName: 'Margarethe',
    lastName: 'Okafor',
  });
  ownExpense = await addExpenditure(db, own.campaign, {
    amountCents: 999,
    name: 'Okafor Printing 100%',
  });
});

const search = async (person: { email: string; password: string | null }, query: string) =>
  (await api.signIn(person)).call((caller) => caller.search.records({ query }));

describe('search.records', () => {
  it('finds donors and payees by any part of the name, case-insensitive, in the own campaign only', async () => {
    const hits = await search(own.campaignStaff, 'okaFOR');
    expect(hits.map((hit) => [hit.kind, hit.id, hit.link])).toEqual([
      ['contribution', ownDonation.id, `/contributions/${ownDonation.id}`],
      ['expenditure', ownExpense.id, `/expenses/${ownExpense.id}`],
    ]);
    expect(hits[0]).toMatchObject({ name: 'Margarethe Okafor', amount: 25, amountCents: 2_500 });
  });

  it('lets a government admin search every campaign of the government, not others', async () => {
    const hits = await search(own.governmentAdmin, 'margarethe');
    expect(hits.map((hit) => hit.id).sort()).toEqual([ownDonation.id, siblingDonation.id].sort());
  });

  it.each(['#', ''])('finds a record by its number written with "%s"', async (prefix) => {
    const hits = await search(own.campaignAdmin, `${prefix}${ownDonation.id}`);
    expect(hits.filter((hit) => hit.kind === 'contribution').map((hit) => hit.id)).toEqual([
      ownDonation.id,
    ]);
  });

  it('does not reveal another campaign’s record by number', async () => {
    const hits = await search(own.campaignAdmin, `#${otherDonation.id}`);
    expect(hits.filter((hit) => hit.kind === 'contribution')).toEqual([]);
    const theirs = await search(other.campaignAdmin, `#${otherDonation.id}`);
    expect(theirs.filter((hit) => hit.kind === 'contribution').map((hit) => hit.id)).toEqual([
      otherDonation.id,
    ]);
  });

  it('reads % and _ literally', async () => {
    expect((await search(own.campaignAdmin, '100%')).map((hit) => hit.id)).toEqual([ownExpense.id]);
    expect(await search(own.campaignAdmin, '_')).toEqual([]);
  });

  it.each([
    [19, 19],
    [20, 20],
    [21, 20],
  ])('with %i matching contributions it answers %i results', async (count, expected) => {
    const db = api.handle.db;
    const campaign = await createCampaign(db, other.government.id);
    const lastName = `Many${count}`;
    for (let n = 0; n < count; n += 1) {
      await addContribution(db, campaign, { amountCents: 100 + n, lastName });
    }
    const hits = await search(other.governmentAdmin, lastName);
    expect(hits).toHaveLength(expected);
  });

  it('needs a session and a query', async () => {
    await expectTRPCError(
      api.browser().call((caller) => caller.search.records({ query: 'okafor' })),
      'UNAUTHORIZED',
    );
    await expectTRPCError(
      (await api.signIn(own.campaignAdmin)).call((caller) =>
        caller.search.records({ query: '  ' }),
      ),
      'BAD_REQUEST',
    );
  });
});
