import { ROLES } from '@portal/domain';
import { z } from 'zod';

/** A row of the Settings users table (spec section 3 "user row"); id and roleId are the permission's. */
export const userRowOutput = z.object({
  id: z.number(),
  userId: z.number(),
  roleId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES.values),
  userStatus: z.string(),
});
