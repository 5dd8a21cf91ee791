import { z } from 'zod';
import type { RecordCollection } from '../records/kinds';

export const EXPORT_MESSAGES = {
  filerIdRequired: 'Filer Id is required',
  filerIdNotANumber: 'Filer Id must be a number',
  fileRequired: 'CSV file is required',
  fileType: 'Not a valid file type',
  fileSize: 'Max allowed size is 500KB',
} as const;

/** ORESTAR's schema types `filer-id` as a positive integer; any other text makes an invalid document. */
export const isOrestarFilerId = (filerId: string): boolean => /^0*[1-9]\d*$/.test(filerId.trim());

/**
 * The Filer Id of an XML export, as the text the modal sends or as a JSON number a script sends
 * (docs/decisions.md: a positive integer), answered as trimmed text. A number past 2^53 has
 * already lost digits in JSON, so it is refused rather than written as another filer's id.
 */
export const filerIdSchema = z
  .union([z.string(), z.number()], { error: EXPORT_MESSAGES.filerIdRequired })
  .transform((filerId, ctx) => {
    if (typeof filerId === 'string') return filerId;
    if (Number.isSafeInteger(filerId)) return String(filerId);
    ctx.addIssue({ code: 'custom', message: EXPORT_MESSAGES.filerIdNotANumber, input: filerId });
    return z.NEVER;
  })
  .pipe(
    z
      .string()
      .trim()
      .min(1, EXPORT_MESSAGES.filerIdRequired)
      .refine(
        (filerId) => filerId === '' || isOrestarFilerId(filerId),
        EXPORT_MESSAGES.filerIdNotANumber,
      ),
  );

/** ExportXML modal: the filer id, and whether to export everything or the filtered list. */
export const exportXmlFormSchema = z.object({
  filerId: filerIdSchema,
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
  kind: RecordCollection,
  format: 'csv' | 'xml',
  time: number,
): string => `${kind}-download-${time}.${format}`;
