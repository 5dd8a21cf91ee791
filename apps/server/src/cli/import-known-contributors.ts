import { importKnownContributors } from '@portal/api/imports';
import { importFileCommand, readFileImportArguments, runImportCommand } from './cli-support';

const USAGE = 'Usage: import-known-contributors [--skip-bad-rows] <voter-file.csv>';

runImportCommand(USAGE, readFileImportArguments, ({ filePath, skipBadRows }) =>
  importFileCommand(filePath, (db, source, onProgress) =>
    importKnownContributors(db, source, {
      skipBadRows,
      onProgress: (update) => onProgress(update.rows, update.bytes, update.stage === 'merging'),
    }),
  ),
);
