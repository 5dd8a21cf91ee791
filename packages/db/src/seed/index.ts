import { donorIdentityMatchId, normalisePersonName, normaliseStreetAddress } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { nameWithSkeletons } from '../name-skeletons';
import { DEFAULT_PASSWORD_HASH_COST, type PasswordHashCost } from '../password-hash';
import {
  activities,
  campaigns,
  contributions,
  donorIdentities,
  expenditures,
  externalContributions,
  governments,
  knownContributors,
} from '../schema';
import { DEMO_ACCOUNTS, type DemoUserIds, insertDemoAccounts } from './accounts';
import { activityRows } from './activities';
import type { SeedActor, SeedCampaign } from './actors';
import { DEMO_CAMPAIGNS, DEMO_GOVERNMENT, NON_PARTICIPATING_CAMPAIGNS } from './campaigns';
import {
  addContributionHistory,
  FIRST_CONTRIBUTION_DATE,
  type GeneratedContribution,
  generateContributions,
  LAST_CONTRIBUTION_DATE,
} from './contributions';
import { type Donor, generateDonors } from './donors';
import { generateExpenditures } from './expenditures';
import { generateExternalContributions } from './external-contributions';
import { insertInBatches, reserveIds } from './insert';
import { generateVoters } from './known-contributors';
import { applyMatches, type DemoMatcher, matchGeneratedGifts } from './matches';
import { insertDemoProgramme } from './payments';
import { createRandom } from './random';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';
export { DEMO_CAMPAIGNS, DEMO_GOVERNMENT, NON_PARTICIPATING_CAMPAIGNS } from './campaigns';
export type { DemoMatcher } from './matches';
export { DEMO_PROGRAMME } from './payments';
export { PORTLAND_BOX } from './places';

export interface SeedDemoOptions {
  /** Gifts to generate (public matching contributions come on top). */
  contributions?: number;
  expenditures?: number;
  externalContributions?: number;
  /** Size of the synthetic voter file. */
  knownContributors?: number;
  /** Another seed gives other, equally deterministic, data. */
  randomSeed?: number;
  /** The demo accounts' password hashes are made at this cost (the server's configured one). */
  passwordHashCost?: PasswordHashCost;
  /** The portal's matcher (the api's records feature), run over the gifts before they are written. */
  matcher: DemoMatcher;
}

export interface SeedDemoResult {
  /** False when the demo government already existed and nothing was written. */
  seeded: boolean;
}

const DEFAULTS = {
  contributions: 3000,
  expenditures: 300,
  externalContributions: 300,
  knownContributors: 20_000,
  randomSeed: 20240501,
  passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
} satisfies Required<Omit<SeedDemoOptions, 'matcher'>>;

async function insertOrganisations(tx: Transaction): Promise<Map<string, number>> {
  await tx.insert(governments).values(DEMO_GOVERNMENT);
  // The explicit id 1 bypassed the sequence; move it on so later governments get new ids.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('governments', 'id'), (select max(id) from governments))`,
  );
  const rows = await tx
    .insert(campaigns)
    .values(
      DEMO_CAMPAIGNS.map((campaign) => ({
        governmentId: DEMO_GOVERNMENT.id,
        ...nameWithSkeletons(campaign.name),
        officeSought: campaign.office,
        email: campaign.email,
      })),
    )
    .returning({ id: campaigns.id, name: campaigns.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Who enters and submits each campaign's records: demo accounts where there are some. */
function seedCampaigns(campaignIds: Map<string, number>, userIds: DemoUserIds): SeedCampaign[] {
  const actorFor = (email: string): SeedActor | null => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
    const userId = userIds.get(email);
    return account && userId ? { userId, name: `${account.firstName} ${account.lastName}` } : null;
  };
  return DEMO_CAMPAIGNS.map((campaign) => {
    const id = campaignIds.get(campaign.name) ?? 0;
    const accounts = DEMO_ACCOUNTS.filter((account) => account.campaignName === campaign.name);
    const actors = accounts
      .map((account) => actorFor(account.email))
      .filter((actor): actor is SeedActor => actor !== null);
    const admin = accounts.find((account) => account.role === 'campaign_admin');
    const staffName: SeedActor = { userId: null, name: `${campaign.candidate}'s campaign` };
    return {
      id,
      name: campaign.name,
      weight: campaign.weight,
      enteredBy: actors.length > 0 ? actors : [staffName],
      submittedBy: (admin && actorFor(admin.email)) || staffName,
    };
  });
}

/** Donors outside the voter file get a donor identity, which becomes their match id. */
async function insertDonorIdentities(
  tx: Transaction,
  generated: readonly GeneratedContribution[],
): Promise<(donor: Donor) => string> {
  const unknown = new Map<number, Donor>();
  for (const { donor, row } of generated) {
    if (
      donor &&
      !donor.voterId &&
      row.status === 'processed' &&
      row.contributorType === 'individual'
    ) {
      unknown.set(donor.key, donor);
    }
  }
  const donors = [...unknown.values()];
  const ids = await reserveIds(tx, 'donor_identities', donors.length);
  const identityIds = new Map<number, number>();
  await insertInBatches(
    tx,
    donorIdentities,
    donors.map((donor, index) => {
      const id = ids[index] ?? 0;
      identityIds.set(donor.key, id);
      return {
        id,
        governmentId: DEMO_GOVERNMENT.id,
        firstName: donor.firstName,
        lastName: donor.lastName,
        address1: donor.address1,
        address2: donor.address2,
        city: donor.place.city,
        state: donor.place.state,
        zip: donor.place.zip,
        normalizedFirstName: normalisePersonName(donor.firstName),
        normalizedLastName: normalisePersonName(donor.lastName),
        normalizedAddress: normaliseStreetAddress(donor.address1, donor.address2).full,
      };
    }),
  );
  return (donor) => donor.voterId ?? donorIdentityMatchId(identityIds.get(donor.key) ?? 0);
}

/**
 * Fills an empty database with the demo: the City of Portland, its campaigns, the demo
 * accounts and two years of realistic, deterministic records. Runs in one transaction and does
 * nothing when the demo government already exists, so it is safe to call on every start.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const settings = { ...DEFAULTS, ...options };
  return db.transaction(async (tx) => {
    // Two servers starting together on one empty database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal demo seed'))`);
    const existing = await tx
      .select({ id: governments.id })
      .from(governments)
      .where(eq(governments.id, DEMO_GOVERNMENT.id));
    if (existing.length > 0) return { seeded: false };

    const random = createRandom(settings.randomSeed);
    const campaignIds = await insertOrganisations(tx);
    const userIds = await insertDemoAccounts(tx, campaignIds, settings.passwordHashCost);
    const reviewerAccount = DEMO_ACCOUNTS.find((account) => account.role === 'government_admin');
    const reviewer: SeedActor = {
      userId: reviewerAccount ? (userIds.get(reviewerAccount.email) ?? null) : null,
      name: reviewerAccount
        ? `${reviewerAccount.firstName} ${reviewerAccount.lastName}`
        : 'City staff',
    };
    const participating = seedCampaigns(campaignIds, userIds);
    await insertDemoProgramme(
      tx,
      participating.map((campaign) => campaign.id),
    );

    const voters = generateVoters(random, settings.knownContributors);
    await insertInBatches(
      tx,
      knownContributors,
      voters.map((voter) => voter.row),
    );
    await settings.matcher.refreshVoterStreets(tx);

    const gifts = generateContributions(random, {
      count: settings.contributions,
      governmentId: DEMO_GOVERNMENT.id,
      campaigns: participating,
      donors: generateDonors(random, voters),
      reviewer,
    });
    const matchIdOf = await insertDonorIdentities(tx, gifts);
    // Fresh statistics let the planner use the matcher's indexes right away (PGlite has no
    // autovacuum to gather them).
    await tx.execute(sql`analyze known_contributors`);
    await tx.execute(sql`analyze donor_identities`);
    await matchGeneratedGifts(tx, gifts, matchIdOf, settings.matcher);
    const generated = [...gifts, ...applyMatches(gifts)];
    addContributionHistory(
      random,
      generated,
      new Map(participating.map((campaign) => [campaign.id, campaign])),
      reviewer,
    );
    const contributionIds = await reserveIds(tx, 'contributions', generated.length);
    generated.forEach((contribution, index) => {
      contribution.id = contributionIds[index];
      contribution.row.id = contributionIds[index];
    });
    await insertInBatches(
      tx,
      contributions,
      generated.map((contribution) => contribution.row),
    );

    const spent = generateExpenditures(random, {
      count: settings.expenditures,
      governmentId: DEMO_GOVERNMENT.id,
      campaigns: participating,
      reviewer,
      from: FIRST_CONTRIBUTION_DATE,
      to: LAST_CONTRIBUTION_DATE,
    });
    const expenditureIds = await reserveIds(tx, 'expenditures', spent.length);
    spent.forEach((expenditure, index) => {
      expenditure.row.id = expenditureIds[index];
    });
    await insertInBatches(
      tx,
      expenditures,
      spent.map((expenditure) => expenditure.row),
    );

    await insertInBatches(
      tx,
      activities,
      activityRows([
        ...generated.map((contribution) => ({
          id: contribution.id ?? 0,
          governmentId: DEMO_GOVERNMENT.id,
          campaignId: contribution.row.campaignId,
          events: contribution.events,
          kind: 'contribution' as const,
        })),
        ...spent.map((expenditure) => ({
          id: expenditure.row.id ?? 0,
          governmentId: DEMO_GOVERNMENT.id,
          campaignId: expenditure.row.campaignId,
          events: expenditure.events,
          kind: 'expenditure' as const,
        })),
      ]).sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0)),
    );

    await insertInBatches(
      tx,
      externalContributions,
      generateExternalContributions(random, {
        count: settings.externalContributions,
        governmentId: DEMO_GOVERNMENT.id,
        campaigns: NON_PARTICIPATING_CAMPAIGNS,
        from: '2023-03-01',
        to: '2024-10-15',
      }),
    );
    return { seeded: true };
  });
}
