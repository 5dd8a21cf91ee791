import {
  bulkImportFileSchema,
  findUtf8Fault,
  idSchema,
  notUtf8FileMessage,
  uploadedFileNameSchema,
} from '@portal/domain';
import { z } from 'zod';
import { campaignWriterFor } from '../../access/writer';
import { idempotent } from '../../security/idempotency';
import { protectedProcedure } from '../../trpc';
import type { ContributionRecord } from '../data/contributions';
import { parseBulkContributions } from '../exports';
import { saveImportedContributions } from './bulk-save';

export const BULK_IMPORT_FAILED = 'Could not upload CSV.';

export const bulkImportInputSchema = z.object({
  /** Defaults to the caller's campaign (their first permission, or the one they assume). */
  campaignId: idSchema.nullish(),
  /** Kept in each row's history ('Imported from ...'), so made safe like an attachment's. */
  fileName: uploadedFileNameSchema,
  /** The upload's MIME type when the client knows it; else judged by the file name. */
  contentType: z.string().nullish(),
  /**
   * The file: its text, or its bytes as uploaded (the REST upload), which must be UTF-8. A JSON
   * call can only send text.
   */
  csvText: z.union([z.string(), z.custom<Uint8Array>((value) => value instanceof Uint8Array)]),
});

export type BulkImportResult =
  | { ok: true; message: string; contributions: ContributionRecord[] }
  | { ok: false; message: string; contributions: []; issues: string[] };

const failed = (issues: string[]): BulkImportResult => ({
  ok: false,
  message: BULK_IMPORT_FAILED,
  contributions: [],
  issues,
});

/**
 * Bulk Add Contributions: a CSV of the template's columns becomes draft contributions of the
 * caller's campaign. Every row passes the create schema or nothing is saved; the rows and one
 * history line each are written in one transaction.
 */
export const bulkImport = protectedProcedure.input(bulkImportInputSchema).mutation(
  idempotent(
    'contributions.bulkImport',
    async ({ ctx, input }): Promise<BulkImportResult> => {
      const campaignId =
        input.campaignId ?? ctx.user.permissions[0]?.campaignId ?? ctx.session.assumedCampaignId;
      if (!campaignId) return failed(['A campaign is required']);
      const { actor, campaign } = await campaignWriterFor(ctx, campaignId, 'contribution');

      const file = bulkImportFileSchema.safeParse({
        name: input.fileName,
        type: input.contentType ?? (/\.csv$/i.test(input.fileName) ? 'text/csv' : ''),
        size:
          typeof input.csvText === 'string'
            ? Buffer.byteLength(input.csvText, 'utf8')
            : input.csvText.byteLength,
      });
      if (!file.success) return failed(file.error.issues.map((issue) => issue.message));

      const notUtf8 = typeof input.csvText === 'string' ? null : findUtf8Fault(input.csvText);
      if (notUtf8) return failed([notUtf8FileMessage(notUtf8)]);
      const csvText =
        typeof input.csvText === 'string'
          ? input.csvText
          : Buffer.from(input.csvText).toString('utf8');
      const parsed = parseBulkContributions(csvText, campaign.id);
      if (!parsed.ok) return failed(parsed.issues);

      const created = await ctx.db.transaction((tx) =>
        saveImportedContributions(tx, parsed.contributions, {
          actor,
          campaign,
          fileName: input.fileName,
        }),
      );
      const count = created.length;
      return {
        ok: true,
        message: `${count} contribution${count === 1 ? '' : 's'} uploaded`,
        contributions: created,
      };
    },
    // A refused file is answered, not thrown: the corrected file may be sent with the same key.
    (answer) => answer.ok,
  ),
);
