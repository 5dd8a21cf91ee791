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

/** Names the documents like the CSV download, numbered when the export needs several. */
export async function orestarExport(
  kind: 'contributions' | 'expenditures',
  filerId: string,
  entries: () => AsyncIterable<readonly OrestarEntry[]>,
): Promise<OrestarExport> {
  const xmls = await orestarDocuments(filerId, entries());
  const fileName = exportFileName(kind, 'xml', new Date());
  return {
    documents: xmls.map((xml, index) => ({
      fileName: xmls.length === 1 ? fileName : fileName.replace(/\.xml$/, `-${index + 1}.xml`),
      xml,
    })),
  };
}
