import type { KnownContributorsImportResult } from '@portal/api';
import { KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import { ImportCard, useFileImport } from './ImportCard';

type ImportedFile = Extract<KnownContributorsImportResult, { ok: true }>;

/**
 * Settings, government admins only: loads the voter file the matcher compares donors with. The
 * file is streamed to the server, which imports all of it or (with bad rows) none of it, unless
 * the admin chose to skip the bad rows.
 */
export function VoterFileCard() {
  const importer = useFileImport<ImportedFile>('/known-contributors/import');

  const startImport = async (file: File) => {
    // The server reads fields as they arrive, so the choice must come before the file.
    const form = new FormData();
    form.append('skipBadRows', String(importer.skipBadRows));
    form.append('file', file, file.name);
    await importer.start(form);
  };

  return (
    <ImportCard
      title="Voter file (known contributors)"
      description={
        <>
          A CSV file with the header <code>{KNOWN_CONTRIBUTOR_FILE_HEADER}</code>. People are
          updated by id; importing the same file again changes nothing.
        </>
      }
      fileLabel="Voter file"
      importLabel="Import"
      onImport={startImport}
      importer={importer}
      counts={(result) => [
        ['Updated', result.updated],
        ['Unchanged', result.unchanged],
        ['Removed', result.removed],
      ]}
    />
  );
}
