import { filerIdSchema, type RecordCollection } from '@portal/domain';
import { z } from 'zod';
import { exportFileName } from '../../shared/csv-cells';
import { orestarDocumentStream } from './orestar/documents';
import type { OrestarEntry } from './orestar/entries';

/** The list body plus the ExportXML modal's Filer Id and its "export all" choice. */
export const exportXmlInputSchema = <List extends z.ZodType<object>>(list: List) =>
  z.intersection(
    z.object({
      filerId: filerIdSchema,
      all: z.boolean().default(false),
    }),
    list,
  );

export interface OrestarExportDocument {
  fileName: string;
  xml: string;
}

export interface OrestarExport {
  documents: OrestarExportDocument[];
}

/** What an export reads: the kind, the Filer Id, the rows batch by batch and their mapping. */
export interface OrestarExportSource<Row> {
  kind: RecordCollection;
  filerId: string;
  batches: AsyncIterable<readonly Row[]>;
  toEntry: (row: Row) => OrestarEntry;
}

/** Maps batch by batch, so the export never holds more than one batch of rows at a time. */
async function* entryBatches<Row>(
  batches: AsyncIterable<readonly Row[]>,
  toEntry: (row: Row) => OrestarEntry,
): AsyncIterable<OrestarEntry[]> {
  for await (const batch of batches) yield batch.map(toEntry);
}

/**
 * The export's documents as they are written, named like the CSV download and numbered when the
 * export needs several.
 */
export async function* orestarExportDocuments<Row>(
  source: OrestarExportSource<Row>,
): AsyncIterable<OrestarExportDocument> {
  const fileName = exportFileName(source.kind, 'xml', new Date());
  const documents = orestarDocumentStream(
    source.filerId,
    entryBatches(source.batches, source.toEntry),
  );
  let number = 0;
  for await (const { xml, last } of documents) {
    number += 1;
    const alone = number === 1 && last;
    yield { fileName: alone ? fileName : fileName.replace(/\.xml$/, `-${number}.xml`), xml };
  }
}

/** Every document at once: tRPC's answer, which is one JSON value. */
export async function orestarExport<Row>(source: OrestarExportSource<Row>): Promise<OrestarExport> {
  const documents: OrestarExportDocument[] = [];
  for await (const document of orestarExportDocuments(source)) documents.push(document);
  return { documents };
}

/**
 * The same answer as JSON text, written document by document as the rows come: the bytes of
 * `JSON.stringify(await orestarExport(source))` without ever holding more than one document, so
 * a 100,000-row export does not keep 50 documents (and their rows) in memory before it answers.
 */
export async function* orestarExportJson<Row>(
  source: OrestarExportSource<Row>,
): AsyncIterable<string> {
  yield '{"documents":[';
  let separator = '';
  for await (const document of orestarExportDocuments(source)) {
    yield `${separator}${JSON.stringify(document)}`;
    separator = ',';
  }
  yield ']}';
}
