import { bulkImportFileSchema, idSchema, uploadedFileNameSchema } from '@portal/domain';
import { z } from 'zod';
import { campaignWriterFor } from '../../access/writer';
import type { ContributionRecord } from '../../data/contributions';
import { parseBulkContributions } from '../../exports';
import { protectedProcedure } from '../../trpc';
import { saveImportedContributions } from './bulk-save';

export const BULK_IMPORT_FAILED = 'Could not upload CSV.';

export const bulkImportInputSchema = z.object({
  /** Defaults to the caller's campaign (their first permission, or the one they assume). */
  campaignId: idSchema.nullish(),
  /** Kept in each row's history ('Imported from ...'), so made safe like an attachment's. */
  fileName: uploadedFileNameSchema,
  /** The upload's MIME type when the client knows it; else judged by the file name. */
  contentType: z.string().nullish(),
  csvText: z.string(),
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
export const bulkImport = protectedProcedure
  .input(bulkImportInputSchema)
  .mutation(async ({ ctx, input }): Promise<BulkImportResult> => {
    const campaignId =
      input.campaignId ?? ctx.user.permissions[0]?.campaignId ?? ctx.session.assumedCampaignId;
    if (!campaignId) return failed(['A campaign is required']);
    const { actor, campaign } = await campaignWriterFor(ctx, campaignId, 'contribution');

    const file = bulkImportFileSchema.safeParse({
      name: input.fileName,
      type: input.contentType ?? (/\.csv$/i.test(input.fileName) ? 'text/csv' : ''),
      size: Buffer.byteLength(input.csvText, 'utf8'),
    });
    if (!file.success) return failed(file.error.issues.map((issue) => issue.message));

    const parsed = parseBulkContributions(input.csvText, campaign.id);
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
  });
