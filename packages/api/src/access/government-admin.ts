import { canViewGovernment, DomainError, idSchema, type PermissionLike } from '@portal/domain';
import { z } from 'zod';

/** The input of the procedures a government admin runs over their government. */
export const governmentIdInputSchema = z.object({
  governmentId: idSchema,
});

/**
 * Campaign management is for the government admins of that government; a government admin of
 * another government gets FORBIDDEN (they know governments exist, not their campaigns).
 */
export function assertAdministersGovernment(
  permissions: readonly PermissionLike[],
  governmentId: number,
) {
  if (!canViewGovernment(permissions, governmentId)) {
    throw new DomainError('FORBIDDEN', 'You may only manage the campaigns of your own government');
  }
}
