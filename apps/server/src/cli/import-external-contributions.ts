import { parseArgs } from 'node:util';
import type { ExternalFilingsImportResult } from '@portal/api';
import { importExternalFilings } from '@portal/api/imports';
import { type Database, governments } from '@portal/db';
import { OFFICE_CHOICES_TEXT, type Office, parseOffice } from '@portal/domain';
import {
  commandArguments,
  importFileCommand,
  onlyFile,
  runImportCommand,
  UsageError,
} from './cli-support';

const USAGE =
  'Usage: import-external-contributions <export.csv> [--office FILER_ID=OFFICE ...] [--skip-bad-rows] [--government ID]';

/** `--office 21345=mayor` (repeatable): the office in the spec's words, any case. */
function readOffices(given: readonly string[]): Map<string, Office> {
  const offices = new Map<string, Office>();
  for (const pair of given) {
    const match = /^([^=]{1,50})=(.{1,60})$/.exec(pair);
    const office = match ? parseOffice(match[2] ?? '') : null;
    if (!match || !office)
      throw new UsageError(
        `--office ${pair}: write FILER_ID=OFFICE, the office one of ${OFFICE_CHOICES_TEXT}`,
      );
    offices.set((match[1] ?? '').trim(), office);
  }
  return offices;
}

function readArguments() {
  const { values, positionals } = parseArgs({
    args: commandArguments(),
    options: {
      'skip-bad-rows': { type: 'boolean', default: false },
      office: { type: 'string', multiple: true, default: [] },
      government: { type: 'string' },
    },
    allowPositionals: true,
  });
  const government = values.government;
  if (government !== undefined && !/^\d{1,9}$/.test(government))
    throw new UsageError('--government takes the id of a government.');
  return {
    filePath: onlyFile(positionals),
    skipBadRows: values['skip-bad-rows'],
    offices: readOffices(values.office),
    governmentId: government === undefined ? undefined : Number(government),
  };
}

/** The government the filings belong to: the one named, or the only one there is. */
async function chooseGovernment(db: Database, named: number | undefined): Promise<number> {
  const all = await db.select({ id: governments.id, name: governments.name }).from(governments);
  const list = all.map((government) => `${government.id} (${government.name})`).join(', ');
  if (named !== undefined) {
    if (all.some((government) => government.id === named)) return named;
    throw new UsageError(`No government has id ${named}; there are: ${list || 'none'}`);
  }
  const [only, ...others] = all;
  if (only && others.length === 0) return only.id;
  throw new UsageError(
    only
      ? `Several governments: name one with --government (${list})`
      : 'There is no government yet.',
  );
}

/** What to do about a refused file: give the missing offices, or fix or skip the bad rows. */
function explainRefusal(result: ExternalFilingsImportResult): string {
  if (result.ok || result.unknownCommittees.length === 0)
    return 'Fix the rows, or run again with --skip-bad-rows to import the rest.';
  const options = result.unknownCommittees
    .map((committee) => `--office ${committee.filerId}=OFFICE`)
    .join(' ');
  return `Run again with ${options} (OFFICE one of ${OFFICE_CHOICES_TEXT}).`;
}

runImportCommand(USAGE, readArguments, (parsed) =>
  importFileCommand(
    parsed.filePath,
    async (db, source, onProgress) =>
      importExternalFilings(db, source, {
        governmentId: await chooseGovernment(db, parsed.governmentId),
        offices: parsed.offices,
        skipBadRows: parsed.skipBadRows,
        onProgress: (update) => onProgress(update.rows, update.bytes),
      }),
    explainRefusal,
  ),
);
