import type { Role } from '@portal/domain';
import type { Transaction } from '../client';
import { hashPassword, type PasswordHashCost } from '../password-hash';
import { permissions, users } from '../schema';
import { DEMO_CAMPAIGNS, DEMO_GOVERNMENT } from './campaigns';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo-password-1';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The campaign the role belongs to; null for the government admin. */
  campaignName: string | null;
  /** Role and organisation in words, for the server's start-up banner. */
  description: string;
}

const firstCampaign = DEMO_CAMPAIGNS[0]?.name ?? null;
const secondCampaign = DEMO_CAMPAIGNS[1]?.name ?? null;

const describe = (role: string, organisation: string | null) =>
  `${role}, ${organisation ?? DEMO_GOVERNMENT.name}`;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'gov.admin@example.org',
    firstName: 'Grace',
    lastName: 'Kim',
    role: 'government_admin',
    campaignName: null,
    description: describe('government admin', null),
  },
  {
    email: 'campaign.admin@example.org',
    firstName: 'Luis',
    lastName: 'Garcia',
    role: 'campaign_admin',
    campaignName: firstCampaign,
    description: describe('campaign admin', firstCampaign),
  },
  {
    email: 'campaign.staff@example.org',
    firstName: 'Hannah',
    lastName: 'Walker',
    role: 'campaign_staff',
    campaignName: firstCampaign,
    description: describe('campaign staff', firstCampaign),
  },
  {
    email: 'other.admin@example.org',
    firstName: 'Kevin',
    lastName: 'Tanaka',
    role: 'campaign_admin',
    campaignName: secondCampaign,
    description: describe('campaign admin', secondCampaign),
  },
];

/** User ids of the demo accounts, by e-mail. */
export type DemoUserIds = Map<string, number>;

export async function insertDemoAccounts(
  tx: Transaction,
  campaignIds: ReadonlyMap<string, number>,
  passwordHashCost: PasswordHashCost,
): Promise<DemoUserIds> {
  const ids: DemoUserIds = new Map();
  for (const account of DEMO_ACCOUNTS) {
    const passwordHash = await hashPassword(DEMO_PASSWORD, passwordHashCost);
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        title: account.role === 'government_admin' ? 'Elections Program Manager' : null,
        passwordHash,
        status: 'active',
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`Could not create ${account.email}`);
    ids.set(account.email, user.id);
    const campaignId = account.campaignName ? campaignIds.get(account.campaignName) : null;
    await tx.insert(permissions).values({
      userId: user.id,
      role: account.role,
      governmentId: DEMO_GOVERNMENT.id,
      campaignId: campaignId ?? null,
    });
  }
  return ids;
}
