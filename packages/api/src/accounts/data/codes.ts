import { type DbOrTx, userCodes } from '@portal/db';
import { AUTH_MESSAGES, DomainError } from '@portal/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { hashToken, randomToken } from '../../security/tokens';

export type CodePurpose = 'invitation' | 'password_reset';

/** How long a code stays valid: a week to accept an invitation, an hour to reset a password. */
export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  invitation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/** Retires the user's unused codes of that purpose, so only the newest e-mailed link works. */
export async function invalidateCodes(db: DbOrTx, userId: number, purpose: CodePurpose, now: Date) {
  await db
    .update(userCodes)
    .set({ usedAt: now })
    .where(
      and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)),
    );
}

/**
 * Issues a new code, returned in clear once, for the e-mail. The codes sent before keep working
 * until this one is delivered (`retireCodesBefore`): an e-mail that fails to go out leaves the
 * user with the link they already have.
 */
export async function issueCode(
  db: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = randomToken();
  await db.insert(userCodes).values({
    userId,
    purpose,
    codeHash: hashToken(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS[purpose]),
  });
  return code;
}

/**
 * Once `code` is delivered, the unused codes of its user and purpose issued before it stop
 * working (one issued after it may be on its way, and stays).
 */
export async function retireCodesBefore(db: DbOrTx, code: string, purpose: CodePurpose, now: Date) {
  const [issued] = await db
    .select({ id: userCodes.id, userId: userCodes.userId })
    .from(userCodes)
    .where(and(eq(userCodes.codeHash, hashToken(code)), eq(userCodes.purpose, purpose)));
  if (!issued) return;
  await db
    .update(userCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userCodes.userId, issued.userId),
        eq(userCodes.purpose, purpose),
        isNull(userCodes.usedAt),
        lt(userCodes.id, issued.id),
      ),
    );
}

/** A code as a request presents it: its text, what it is for, and when it is presented. */
export interface PresentedCode {
  code: string;
  purpose: CodePurpose;
  now: Date;
}

const usable = ({ code, purpose, now }: PresentedCode) =>
  and(
    eq(userCodes.codeHash, hashToken(code)),
    eq(userCodes.purpose, purpose),
    isNull(userCodes.usedAt),
    gt(userCodes.expiresAt, now),
  );

/** The user a still-usable code belongs to, without using it up (the invite landing page). */
export async function findCodeOwner(db: DbOrTx, presented: PresentedCode): Promise<number | null> {
  const [row] = await db
    .select({ userId: userCodes.userId })
    .from(userCodes)
    .where(usable(presented))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Refuses an unknown, used or expired code with the spec's 'Invalid code'. Called before any
 * password hashing, so a made-up code costs one indexed read rather than a hash: guessing codes
 * cannot tie up the server's CPU.
 */
export async function assertUsableCode(db: DbOrTx, presented: PresentedCode): Promise<void> {
  if ((await findCodeOwner(db, presented)) === null)
    throw new DomainError('INVALID_INPUT', AUTH_MESSAGES.invalidCode);
}

/**
 * Uses the code up and returns its user, or null when it is unknown, used or expired. One
 * conditional update, so two requests racing with the same code cannot both succeed.
 */
export async function consumeCode(db: DbOrTx, presented: PresentedCode): Promise<number | null> {
  const [row] = await db
    .update(userCodes)
    .set({ usedAt: presented.now })
    .where(usable(presented))
    .returning({ userId: userCodes.userId });
  return row?.userId ?? null;
}
