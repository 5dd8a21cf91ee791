import { z } from 'zod';
import { idempotent } from '../../security/idempotency';
import { governmentAdminProcedure } from '../../trpc';
import { fileSourceSchema, importKnownContributors, type KnownContributorsImportResult } from '.';

export const importInputSchema = z.object({
  file: fileSourceSchema,
  skipBadRows: z.boolean().default(false),
});

/**
 * The voter file, loaded by a government admin. It is the reference data of the city's matching,
 * so only city staff may replace it; campaign users are FORBIDDEN.
 */
export const importFile = governmentAdminProcedure.input(importInputSchema).mutation(
  idempotent(
    'knownContributors.import',
    ({ ctx, input }): Promise<KnownContributorsImportResult> =>
      importKnownContributors(ctx.db, input.file, { skipBadRows: input.skipBadRows }),
    // A refused file is answered, not thrown: the corrected file may keep the key.
    (answer) => answer.ok,
  ),
);
