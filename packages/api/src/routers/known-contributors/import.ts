import { KNOWN_CONTRIBUTOR_FILE_MESSAGES } from '@portal/domain';
import { z } from 'zod';
import {
  importKnownContributors,
  type KnownContributorsImportResult,
  type KnownContributorsSource,
} from '../../known-contributors';
import { governmentAdminProcedure } from '../../trpc';

const isStream = (value: unknown): value is KnownContributorsSource =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * The file arrives as a stream, so this procedure is called in-process (the REST upload passes
 * the multipart file through `createCaller`); a JSON call over /trpc cannot carry one and fails
 * validation.
 */
export const importInputSchema = z.object({
  file: z.custom<KnownContributorsSource>(isStream, {
    error: KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileRequired,
  }),
  skipBadRows: z.boolean().default(false),
});

/**
 * The voter file, loaded by a government admin. It is the reference data of the city's matching,
 * so only city staff may replace it; campaign users are FORBIDDEN.
 */
export const importFile = governmentAdminProcedure
  .input(importInputSchema)
  .mutation(
    ({ ctx, input }): Promise<KnownContributorsImportResult> =>
      importKnownContributors(ctx.db, input.file, { skipBadRows: input.skipBadRows }),
  );
