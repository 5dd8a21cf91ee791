import {
  campaigns,
  type Database,
  governments,
  permissions,
  TEST_PASSWORD_HASH_COST,
  users,
} from '@portal/db';
import type { Role } from '@portal/domain';
import { hashPassword } from '../../src/security/passwords';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const DEFAULT_PASSWORD = 'correct-horse-1';

// argon2 is slow on purpose: the suites hash at the test cost (as the test API's config does),
// and each distinct password once.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  const known = hashes.get(password);
  if (known) return known;
  const hashing = hashPassword(password, TEST_PASSWORD_HASH_COST);
  hashes.set(password, hashing);
  return hashing;
};

export async function createGovernment(db: Database, name = `City ${next()}`) {
  const [row] = await db.insert(governments).values({ name }).returning();
  if (!row) throw new Error('no government row');
  return row;
}

export async function createCampaign(
  db: Database,
  governmentId: number,
  name = `Campaign ${next()} 2024`,
) {
  const [row] = await db
    .insert(campaigns)
    .values({ governmentId, name, officeSought: 'Mayor', email: `campaign${next()}@example.org` })
    .returning();
  if (!row) throw new Error('no campaign row');
  return row;
}

/** A government and campaigns of it (one unless said otherwise): their ids. */
export async function createGovernmentAndCampaigns(db: Database, campaigns = 1) {
  const governmentId = (await createGovernment(db)).id;
  const campaignIds: number[] = [];
  for (let made = 0; made < campaigns; made += 1)
    campaignIds.push((await createCampaign(db, governmentId)).id);
  return { governmentId, campaignIds };
}

/**
 * A contribution's columns as a test writes them straight to the table: a draft cash gift of a
 * Portland individual, which a test overrides where its case needs.
 */
export const contributionRow = (governmentId: number, campaignId: number) => ({
  governmentId,
  campaignId,
  type: 'contribution' as const,
  subType: 'cash' as const,
  contributorType: 'individual' as const,
  oaeType: 'matchable' as const,
  amountCents: 1234,
  date: '2024-03-01',
  address1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
});

export interface Grant {
  role: Role;
  governmentId: number;
  campaignId?: number;
}

/** An active user (unless said otherwise) holding the given permissions, in that order. */
export async function createUser(
  db: Database,
  options: {
    grants: Grant[];
    email?: string;
    password?: string | null;
    status?: 'invited' | 'active';
    firstName?: string;
    lastName?: string;
  },
) {
  const n = next();
  const password = options.password === undefined ? DEFAULT_PASSWORD : options.password;
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user${n}@example.org`,
      firstName: options.firstName ?? `First${n}`,
      lastName: options.lastName ?? `Last${n}`,
      status: options.status ?? 'active',
      passwordHash: password === null ? null : await cachedHash(password),
    })
    .returning();
  if (!user) throw new Error('no user row');
  const granted = [];
  for (const grant of options.grants) {
    const [permission] = await db
      .insert(permissions)
      .values({ userId: user.id, ...grant, campaignId: grant.campaignId ?? null })
      .returning();
    if (!permission) throw new Error('no permission row');
    granted.push(permission);
  }
  return { ...user, password, permissions: granted };
}

/** A government with one campaign, its admin and staff, and a government admin. */
export async function createOrganisations(db: Database) {
  const government = await createGovernment(db);
  const campaign = await createCampaign(db, government.id);
  const governmentAdmin = await createUser(db, {
    grants: [{ role: 'government_admin', governmentId: government.id }],
  });
  const campaignAdmin = await createUser(db, {
    grants: [{ role: 'campaign_admin', governmentId: government.id, campaignId: campaign.id }],
  });
  const campaignStaff = await createUser(db, {
    grants: [{ role: 'campaign_staff', governmentId: government.id, campaignId: campaign.id }],
  });
  return { government, campaign, governmentAdmin, campaignAdmin, campaignStaff };
}

/** A government admin of a fresh government: the plainest active user, for sign-in tests. */
export async function createGovernmentAdmin(
  db: Database,
  options: Omit<Parameters<typeof createUser>[1], 'grants'> = {},
) {
  const government = await createGovernment(db);
  return createUser(db, {
    ...options,
    grants: [{ role: 'government_admin', governmentId: government.id }],
  });
}
