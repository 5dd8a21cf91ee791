import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { isUniqueViolation } from '../src/errors';
import { migrateDatabase } from '../src/migrate';
import { fillNameSkeletons, nameWithSkeletons } from '../src/name-skeletons';
import { apiTokens, campaigns, governments, users } from '../src/schema';
import { createTestDatabase } from '../src/testing';

const MARIA = 'Maria Lopez for Mayor 2024';
/** The same name with a zero-width space, which was accepted as a second campaign. */
const MARIA_WITH_ZERO_WIDTH_SPACE = 'Maria\u200B Lopez for Mayor 2024';
/** With a Cyrillic capital Em. */
const MARIA_IN_CYRILLIC = '\u041Caria Lopez for Mayor 2024';

describe('lookalike keys of names', () => {
  let handle: DatabaseHandle;
  let governmentId: number;
  let userId: number;

  /** A campaign written as the app wrote them before the keys: name only. */
  const insertBareCampaign = async (name: string) => {
    const [row] = await handle.db
      .insert(campaigns)
      .values({ governmentId, name, officeSought: 'Mayor' })
      .returning({ id: campaigns.id });
    return row?.id ?? 0;
  };
  const insertBareToken = async (name: string, revoked = false) => {
    const [row] = await handle.db
      .insert(apiTokens)
      .values({
        userId,
        name,
        prefix: 'cfp_x',
        tokenHash: `hash-${name}-${Math.random()}`,
        revokedAt: revoked ? new Date() : null,
      })
      .returning({ id: apiTokens.id });
    return row?.id ?? 0;
  };
  const campaign = async (id: number) =>
    (await handle.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
  const token = async (id: number) =>
    (await handle.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const [government] = await handle.db.insert(governments).values({ name: 'City' }).returning();
    governmentId = government?.id ?? 0;
    const [user] = await handle.db
      .insert(users)
      .values({ email: 'keys@example.org', firstName: 'Kim', lastName: 'Keys' })
      .returning();
    userId = user?.id ?? 0;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('are filled after migrating; a later lookalike is told apart by its id, the first keeps its name', async () => {
    const first = await insertBareCampaign(MARIA);
    const zeroWidth = await insertBareCampaign(MARIA_WITH_ZERO_WIDTH_SPACE);
    const cyrillic = await insertBareCampaign(MARIA_IN_CYRILLIC);
    const other = await insertBareCampaign('Ana Diaz for Auditor 2024');
    const firstToken = await insertBareToken('weekly export');
    const lookalikeToken = await insertBareToken('WEEKLY\u2060 EXPORT');
    const revokedToken = await insertBareToken('weekly export', true);

    // Migrating again applies nothing new but fills what has no keys.
    await migrateDatabase(handle);

    expect(await campaign(first)).toMatchObject(nameWithSkeletons(MARIA));
    expect((await campaign(zeroWidth))?.name).toBe(
      `${MARIA_WITH_ZERO_WIDTH_SPACE} (#${zeroWidth})`,
    );
    expect((await campaign(cyrillic))?.name).toBe(`${MARIA_IN_CYRILLIC} (#${cyrillic})`);
    expect((await campaign(other))?.nameSkeleton).toBe(
      nameWithSkeletons('Ana Diaz for Auditor 2024').nameSkeleton,
    );
    for (const id of [zeroWidth, cyrillic])
      expect((await campaign(id))?.nameSkeleton).toEqual(expect.any(String));
    expect((await token(firstToken))?.name).toBe('weekly export');
    expect((await token(lookalikeToken))?.name).toBe(`WEEKLY\u2060 EXPORT (#${lookalikeToken})`);
    // Revoked tokens need no keys: their names may be used again.
    expect(await token(revokedToken)).toMatchObject({ name: 'weekly export', nameSkeleton: null });

    expect(await fillNameSkeletons(handle.db)).toEqual({
      campaigns: { filled: 0, renamed: 0 },
      apiTokens: { filled: 0, renamed: 0 },
    });
  });

  it('refuse a lookalike in the database itself, but not in another government', async () => {
    const insertWithKeys = (name: string, government = governmentId) =>
      handle.db
        .insert(campaigns)
        .values({ governmentId: government, ...nameWithSkeletons(name), officeSought: 'Mayor' });
    await insertWithKeys('Jo Lee for Mayor 2028');
    for (const lookalike of [
      'Jo\u200B Lee for Mayor 2028',
      'J\u043E Lee for Mayor 2028',
      'JO LEE FOR MAYOR 2028',
    ])
      await expect(insertWithKeys(lookalike)).rejects.toSatisfy((error) =>
        isUniqueViolation(error),
      );
    const [elsewhere] = await handle.db.insert(governments).values({ name: 'County' }).returning();
    await expect(
      insertWithKeys('J\u043E Lee for Mayor 2028', elsewhere?.id),
    ).resolves.toBeDefined();
  });

  it('are forgotten when a name changes without them, and filled again', async () => {
    const id = await insertBareCampaign('Sam Roe for Auditor 2028');
    await fillNameSkeletons(handle.db);
    await handle.db
      .update(campaigns)
      .set({ name: 'Sam Roe for Mayor 2028' })
      .where(eq(campaigns.id, id));
    expect(await campaign(id)).toMatchObject({ nameSkeleton: null, nameCaselessSkeleton: null });
    await fillNameSkeletons(handle.db);
    expect(await campaign(id)).toMatchObject(nameWithSkeletons('Sam Roe for Mayor 2028'));
    // A write that sets the keys with the name keeps them.
    await handle.db
      .update(campaigns)
      .set(nameWithSkeletons('Sam Roe for Mayor 2032'))
      .where(eq(campaigns.id, id));
    expect(await campaign(id)).toMatchObject(nameWithSkeletons('Sam Roe for Mayor 2032'));
    // Other changes leave them alone.
    await handle.db.execute(sql`update campaigns set email = 'sam@example.org' where id = ${id}`);
    expect(await campaign(id)).toMatchObject(nameWithSkeletons('Sam Roe for Mayor 2032'));
  });
});
