import { campaigns, type Database, governments, permissions, users } from '@portal/db';
import type { Role } from '@portal/domain';
import argon2 from 'argon2';

export async function createGovernment(db: Database, name = 'City of Portland') {
  const [government] = await db.insert(governments).values({ name }).returning();
  if (!government) throw new Error('government was not created');
  return government;
}

export async function createCampaign(db: Database, governmentId: number, name = 'Jane Doe 2024') {
  const [campaign] = await db
    .insert(campaigns)
    .values({ governmentId, name, officeSought: 'mayor', email: 'jane@example.org' })
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
      passwordHash: await argon2.hash(spec.password),
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
