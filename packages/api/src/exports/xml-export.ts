import { EXPORT_MESSAGES } from '@portal/domain';
import { z } from 'zod';
import { exportFileName } from './csv/cells';
import { isOrestarFilerId, orestarDocuments } from './orestar/documents';
import type { OrestarEntry } from './orestar/entries';

/** The list body plus the ExportXML modal's Filer Id and its "export all" choice. */
export const exportXmlInputSchema = <List extends z.ZodType<object>>(list: List) =>
  z.intersection(
    z.object({
      filerId: z
        .string({ error: EXPORT_MESSAGES.filerIdRequired })
        .trim()
        .min(1, EXPORT_MESSAGES.filerIdRequired)
        // ORESTAR's filer-id is a positive integer; any other text makes an invalid document.
        .refine(
          (filerId) => filerId === '' || isOrestarFilerId(filerId),
          'Filer Id must be a number',
        ),
      all: z.boolean().default(false),
    }),
    list,
  );

export interface OrestarExport {
  documents: { fileName: string; xml: string }[];
}

/** Maps batch by batch, so the export never holds more than one batch of rows at a time. */
async function* entryBatches<Row>(
  batches: AsyncIterable<readonly Row[]>,
  toEntry: (row: Row) => OrestarEntry,
): AsyncIterable<OrestarEntry[]> {
  for await (const batch of batches) yield batch.map(toEntry);
}

/**
 * Turns the export batches into ORESTAR entries and documents, named like the CSV download and
 * numbered when the export needs several.
 */
export async function orestarExport<Row>(
  kind: 'contributions' | 'expenditures',
  filerId: string,
  batches: AsyncIterable<readonly Row[]>,
  toEntry: (row: Row) => OrestarEntry,
): Promise<OrestarExport> {
  const xmls = await orestarDocuments(filerId, entryBatches(batches, toEntry));
  const fileName = exportFileName(kind, 'xml', new Date());
  return {
    documents: xmls.map((xml, index) => ({
      fileName: xmls.length === 1 ? fileName : fileName.replace(/\.xml$/, `-${index + 1}.xml`),
      xml,
    })),
  };
}
