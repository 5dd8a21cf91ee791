import type { DbOrTx } from '@portal/db';
import { AUTH_MESSAGES, DomainError } from '@portal/domain';
import type { Context } from '../../context';
import { hashPassword } from '../../security/passwords';
import { assertUsableCode, type CodePurpose, consumeCode } from '../data/codes';

/**
 * Sets a password with an e-mailed code (an invitation or a password reset). A bad code is
 * refused before the password is hashed (in the hashing pool, with no transaction open); the
 * code is used up and `apply` saves the password for its user in one transaction, so two
 * requests racing with the same code cannot both succeed.
 */
export async function redeemCodeWithPassword(
  { db, config, passwordHashing }: Pick<Context, 'db' | 'config' | 'passwordHashing'>,
  request: { invitationCode: string; password: string },
  purpose: CodePurpose,
  apply: (tx: DbOrTx, userId: number, passwordHash: string, now: Date) => Promise<void>,
): Promise<void> {
  const presented = { code: request.invitationCode, purpose, now: new Date() };
  await assertUsableCode(db, presented);
  const passwordHash = await passwordHashing.run(() =>
    hashPassword(request.password, config.passwordHashCost),
  );
  await db.transaction(async (tx) => {
    const userId = await consumeCode(tx, presented);
    if (userId === null) throw new DomainError('INVALID_INPUT', AUTH_MESSAGES.invalidCode);
    await apply(tx, userId, passwordHash, presented.now);
  });
}
