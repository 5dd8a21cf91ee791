import { parseArgs } from 'node:util';
import { importKnownContributors } from '@portal/api';
import { commandArguments, importFileCommand, runCommand } from './cli-support';

const USAGE = 'Usage: import-known-contributors [--skip-bad-rows] <voter-file.csv>';

function readArguments() {
  const { values, positionals } = parseArgs({
    args: commandArguments(),
    options: { 'skip-bad-rows': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [filePath, ...extra] = positionals;
  if (!filePath || extra.length > 0) throw new Error('Name exactly one CSV file.');
  return { filePath, skipBadRows: values['skip-bad-rows'] };
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof readArguments>;
  try {
    parsed = readArguments();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  return importFileCommand(parsed.filePath, (db, source, onProgress) =>
    importKnownContributors(db, source, {
      skipBadRows: parsed.skipBadRows,
      onProgress: (update) => onProgress(update.rows, update.bytes, update.stage === 'merging'),
    }),
  );
}

runCommand(main, 'The import failed');
