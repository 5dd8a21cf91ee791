import { z } from 'zod';

const tokenFields = {
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  readOnly: z.boolean(),
  createdAt: z.date(),
  expiresAt: z.date().nullable(),
};

/** `POST /api-tokens`: the only answer that ever carries the secret. */
export const createdApiTokenOutput = z.object({ ...tokenFields, token: z.string() });

/** A row of the caller's token list: no secret, no hash. */
export const listedApiTokenOutput = z.object({
  ...tokenFields,
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
  revoked: z.boolean(),
  expired: z.boolean(),
});
