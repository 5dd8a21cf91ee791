import { type DbOrTx, type Transaction, users } from '@portal/db';
import { and, eq, sql } from 'drizzle-orm';

export type UserRecord = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * The user's row, held until the transaction ends against a password change or reset (which
 * update it): one waits for the other, so whatever a change ends (sessions) it ends after this.
 */
export async function holdUser(tx: Transaction, id: number): Promise<UserRecord | null> {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .for('no key update');
  return user ?? null;
}

/**
 * Returns the user with this e-mail, creating an invited user first when there is none. Two
 * admins inviting the same new address at once both end up with the one row.
 */
export async function findOrCreateInvitedUser(
  db: DbOrTx,
  invitee: { email: string; firstName: string; lastName: string },
): Promise<UserRecord> {
  await db
    .insert(users)
    .values({ ...invitee, email: invitee.email.toLowerCase(), status: 'invited' })
    .onConflictDoNothing({ target: users.email });
  const user = await findUserByEmail(db, invitee.email);
  if (!user) throw new Error('The invited user row vanished inside its own transaction');
  return user;
}

export interface NewPassword {
  passwordHash: string;
  /** Redeeming an invitation may also set the names the user typed. */
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Setting a password proves the user owns the e-mail address, so the account becomes active. */
export async function setPassword(db: DbOrTx, userId: number, change: NewPassword) {
  await db
    .update(users)
    .set({
      passwordHash: change.passwordHash,
      status: 'active',
      updatedAt: sql`now()`,
      ...(change.firstName ? { firstName: change.firstName } : {}),
      ...(change.lastName ? { lastName: change.lastName } : {}),
    })
    .where(eq(users.id, userId));
}

/**
 * True when the password was set (changed, reset, invitation accepted) between reading `before`
 * and `after`: setting one moves `updatedAt`, whereas storing the same password again at a new
 * cost (`replacePasswordHash`) changes only the hash, and must not void a sign-in checked
 * against the old hash meanwhile.
 */
export const passwordSetSince = (before: UserRecord, after: UserRecord): boolean =>
  after.passwordHash !== before.passwordHash &&
  after.updatedAt.getTime() !== before.updatedAt.getTime();

/**
 * Replaces a user's password hash with one of the same password at another cost, unless the
 * password changed meanwhile (the stored hash is no longer `current`).
 */
export async function replacePasswordHash(
  db: DbOrTx,
  userId: number,
  current: string,
  replacement: string,
) {
  await db
    .update(users)
    .set({ passwordHash: replacement })
    .where(and(eq(users.id, userId), eq(users.passwordHash, current)));
}
