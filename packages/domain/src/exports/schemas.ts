import { z } from 'zod';

export const EXPORT_MESSAGES = {
  filerIdRequired: 'Filer Id is required',
  fileRequired: 'CSV file is required',
  fileType: 'Not a valid file type',
  fileSize: 'Max allowed size is 500KB',
} as const;

/** ExportXML modal: the filer id, and whether to export everything or the filtered list. */
export const exportXmlFormSchema = z.object({
  filerId: z
    .string({ error: EXPORT_MESSAGES.filerIdRequired })
    .trim()
    .min(1, EXPORT_MESSAGES.filerIdRequired),
  all: z.boolean().default(false),
});
export type ExportXmlForm = z.infer<typeof exportXmlFormSchema>;

/** Bulk CSV limit: 500KB is 500,000 bytes (spec section 9). */
export const BULK_IMPORT_MAX_BYTES = 500_000;
export const BULK_IMPORT_MIME_TYPE = 'text/csv';

/**
 * A successful bulk upload answers the contributions array (spec section 7), which has no room
 * for the server's message ('12 contributions uploaded'), so the message travels in this header.
 */
export const BULK_UPLOAD_MESSAGE_HEADER = 'X-Upload-Message';

/**
 * BulkImport modal file rule. Takes a plain `{ name, type, size }` so a browser File and a
 * server-side multipart upload are checked alike.
 */
export const bulkImportFileSchema = z
  .object(
    {
      name: z.string(),
      type: z.string(),
      size: z.number().int().nonnegative(),
    },
    { error: EXPORT_MESSAGES.fileRequired },
  )
  .superRefine((file, ctx) => {
    if (file.type !== BULK_IMPORT_MIME_TYPE)
      ctx.addIssue({ code: 'custom', message: EXPORT_MESSAGES.fileType, path: ['type'] });
    if (file.size > BULK_IMPORT_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: EXPORT_MESSAGES.fileSize, path: ['size'] });
  });
export type BulkImportFile = z.infer<typeof bulkImportFileSchema>;

/** Export file name, e.g. contributions-download-1712345678901.csv (spec section 7). */
export const exportFileName = (
  kind: 'contributions' | 'expenditures',
  format: 'csv' | 'xml',
  time: number,
): string => `${kind}-download-${time}.${format}`;
