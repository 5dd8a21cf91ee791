import { committeeOfficesSchema, idSchema } from '@portal/domain';
import { z } from 'zod';
import { assertAdministersGovernment } from '../../access/government-admin';
import { idempotent } from '../../security/idempotency';
import { governmentAdminProcedure } from '../../trpc';
import { fileSourceSchema } from '../known-contributors';
import { type ExternalFilingsImportResult, importExternalFilings } from '.';

/**
 * The file arrives as a stream, so this procedure is called in-process (the REST upload
 * `POST /external-contributions/import` passes the multipart file through `createCaller`).
 */
export const importInputSchema = z.object({
  governmentId: idSchema,
  file: fileSourceSchema,
  skipBadRows: z.boolean().default(false),
  offices: committeeOfficesSchema.default([]),
});

/**
 * Non-participating candidates' filings from the state's export, loaded by a government admin
 * of that government (campaign users FORBIDDEN). A committee not seen before needs its office in
 * `offices`; otherwise the answer names it and nothing is imported.
 */
export const importFilings = governmentAdminProcedure.input(importInputSchema).mutation(
  idempotent(
    'externalContributions.import',
    ({ ctx, input }): Promise<ExternalFilingsImportResult> => {
      assertAdministersGovernment(ctx.user.permissions, input.governmentId);
      return importExternalFilings(ctx.db, input.file, {
        governmentId: input.governmentId,
        offices: new Map(input.offices.map((given) => [given.filerId, given.office])),
        skipBadRows: input.skipBadRows,
      });
    },
    // A refusal is answered, not thrown: the file sent again with the offices may keep the key.
    (answer) => answer.ok,
  ),
);
