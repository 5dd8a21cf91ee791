import {
  campaigns,
  type contributions,
  type Database,
  externalContributions,
  governments,
  hashPassword,
  knownContributors,
  permissions,
  TEST_PASSWORD_HASH_COST,
  users,
} from '@portal/db';
import { normalisePersonName, normaliseStreetAddress, type Role } from '@portal/domain';

export async function createGovernment(db: Database, name = 'City of Portland') {
  const [government] = await db.insert(governments).values({ name }).returning();
  if (!government) throw new Error('government was not created');
  return government;
}

export async function createCampaign(db: Database, governmentId: number, name = 'Jane Doe 2024') {
  const [campaign] = await db
    .insert(campaigns)
    .values({ governmentId, name, officeSought: 'Mayor', email: 'jane@example.org' })
    .returning();
  if (!campaign) throw new Error('campaign was not created');
  return campaign;
}

interface UserSpec {
  email: string;
  password: string;
  role: Role;
  governmentId: number;
  campaignId?: number;
}

/** An active user who can sign in, holding one permission. */
export async function createUser(db: Database, spec: UserSpec) {
  const [user] = await db
    .insert(users)
    .values({
      email: spec.email,
      firstName: 'Test',
      lastName: spec.role,
      passwordHash: await hashPassword(spec.password, TEST_PASSWORD_HASH_COST),
      status: 'active',
    })
    .returning();
  if (!user) throw new Error('user was not created');
  const [permission] = await db
    .insert(permissions)
    .values({
      userId: user.id,
      role: spec.role,
      governmentId: spec.governmentId,
      campaignId: spec.campaignId ?? null,
    })
    .returning();
  if (!permission) throw new Error('permission was not created');
  return { user, permission };
}

type VoterFileEntry = Omit<
  typeof knownContributors.$inferInsert,
  'normalizedFirstName' | 'normalizedLastName' | 'normalizedAddress'
>;

/** A voter-file entry, with the normalised name and address the matching compares. */
export async function createKnownContributor(db: Database, voter: VoterFileEntry) {
  await db.insert(knownContributors).values({
    ...voter,
    normalizedFirstName: normalisePersonName(voter.firstName),
    normalizedLastName: normalisePersonName(voter.lastName),
    normalizedAddress: normaliseStreetAddress(voter.address1).full,
  });
}

/** A non-participant's filing from the state's export: a cash gift placed in Portland. */
export async function createExternalContribution(
  db: Database,
  governmentId: number,
  campaignName: string,
) {
  await db.insert(externalContributions).values({
    governmentId,
    campaignName,
    officeSought: 'Mayor',
    date: '2024-05-06',
    amountCents: 12_345,
    contributorType: 'individual',
    contributionSubType: 'cash',
    city: 'Portland',
    state: 'OR',
    latitude: 45.5,
    longitude: -122.6,
  });
}

/**
 * A submitted cash gift of a Portland individual, located on the map: a row the public
 * dashboard, its feeds and open data all count. `values` sets what a test compares.
 */
export const locatedGift = (
  owner: { governmentId: number; campaignId: number },
  values: { amountCents: number; date: string; lastName: string; latitude: number } & Partial<
    typeof contributions.$inferInsert
  >,
) => ({
  governmentId: owner.governmentId,
  campaignId: owner.campaignId,
  status: 'submitted' as const,
  type: 'contribution' as const,
  subType: 'cash' as const,
  contributorType: 'individual' as const,
  oaeType: 'matchable' as const,
  paymentMethod: 'check' as const,
  firstName: 'Pat',
  address1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  longitude: -122.6,
  ...values,
});
