import { PASSWORD_HASH_PARALLELISM, TEST_PASSWORD_HASH_COST, users } from '@portal/db';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGovernmentAdmin, DEFAULT_PASSWORD } from '../support/factories';
import { useTestApi } from '../support/harness';

const api = useTestApi();

const storedHashOf = async (userId: number) =>
  (await api.handle.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash ?? '';

describe('password hashes use one lane, so each hash keeps one thread busy', () => {
  it('a password stored with argon2’s default four lanes is stored again with one at sign-in', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const fourLanes = await argon2.hash(DEFAULT_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: TEST_PASSWORD_HASH_COST.memoryKib,
      timeCost: TEST_PASSWORD_HASH_COST.passes,
      parallelism: 4,
    });
    await api.handle.db.update(users).set({ passwordHash: fourLanes }).where(eq(users.id, user.id));

    await api.signIn(user);

    const stored = await storedHashOf(user.id);
    expect(stored).toMatch(new RegExp(`,p=${PASSWORD_HASH_PARALLELISM}\\$`));
    // The same password still opens it, and the next sign-in leaves it as it is.
    await api.signIn(user);
    expect(await storedHashOf(user.id)).toBe(stored);
  });
});
