import { Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import type { KnownContributorsImportResult } from '@portal/api';
import {
  KNOWN_CONTRIBUTOR_FILE_HEADER,
  KNOWN_CONTRIBUTOR_FILE_MAX_BYTES,
  KNOWN_CONTRIBUTOR_FILE_MESSAGES,
} from '@portal/domain';
import { useState } from 'react';
import { ImportOutcome, SkipBadRowsCheckbox, useCsvImport } from './csv-import-parts';

type ImportedFile = Extract<KnownContributorsImportResult, { ok: true }>;

/**
 * Settings, government admins only: loads the voter file the matcher compares donors with. The
 * file is streamed to the server, which imports all of it or (with bad rows) none of it, unless
 * the admin chose to skip the bad rows.
 */
export function VoterFileCard() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const { state, busy, start, reset } = useCsvImport<ImportedFile>('/known-contributors/import');

  const chooseFile = (next: File | null) => {
    setFile(next);
    setFileError(null);
    reset();
  };

  const startImport = async () => {
    if (!file) return setFileError(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileRequired);
    if (file.size > KNOWN_CONTRIBUTOR_FILE_MAX_BYTES)
      return setFileError(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileTooLarge);
    // The server reads fields as they arrive, so the choice must come before the file.
    const form = new FormData();
    form.append('skipBadRows', String(skipBadRows));
    form.append('file', file, file.name);
    await start(form);
  };

  return (
    <Card withBorder mt="xl" component="section" aria-labelledby="voter-file-title">
      <Stack>
        <Title order={2} size="h3" id="voter-file-title">
          Voter file (known contributors)
        </Title>
        <Text size="sm">
          A CSV file with the header <code>{KNOWN_CONTRIBUTOR_FILE_HEADER}</code>. People are
          updated by id; importing the same file again changes nothing.
        </Text>
        <FileInput
          label="Voter file"
          placeholder="Choose a .csv file"
          accept="text/csv,.csv"
          value={file}
          onChange={chooseFile}
          error={fileError}
          disabled={busy}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        />
        <SkipBadRowsCheckbox checked={skipBadRows} onChange={setSkipBadRows} disabled={busy} />
        <ImportOutcome
          state={state}
          counts={(result) => [
            ['Rows in the file', result.rows],
            ['New', result.inserted],
            ['Updated', result.updated],
            ['Unchanged', result.unchanged],
            ['Removed', result.removed],
          ]}
        />
        <Group justify="flex-end">
          <Button onClick={() => void startImport()} loading={busy}>
            Import
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
