import { Button, Card, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { ExternalFilingsImportResult, UnknownCommittee } from '@portal/api';
import {
  KNOWN_CONTRIBUTOR_FILE_MAX_BYTES,
  KNOWN_CONTRIBUTOR_FILE_MESSAGES,
  OFFICE_OPTIONS,
  type Office,
} from '@portal/domain';
import { useState } from 'react';
import { ImportOutcome, SkipBadRowsCheckbox, useCsvImport } from './csv-import-parts';

type ImportedFilings = Extract<ExternalFilingsImportResult, { ok: true }>;

const unknownCommitteesIn = (body: Record<string, unknown> | null): UnknownCommittee[] =>
  Array.isArray(body?.unknownCommittees) ? (body.unknownCommittees as UnknownCommittee[]) : [];

/**
 * Settings, government admins only: loads the state's transaction export (ORESTAR) of the
 * non-participating candidates, for the public dashboard. The export does not say which office a
 * committee runs for, so the first upload naming a new committee asks for it.
 */
export function ExternalFilingsCard({ governmentId }: { governmentId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [committees, setCommittees] = useState<UnknownCommittee[]>([]);
  const [offices, setOffices] = useState<Record<string, Office | null>>({});
  const [officesChecked, setOfficesChecked] = useState(false);
  const { state, busy, start, reset } = useCsvImport<ImportedFilings>(
    '/external-contributions/import',
  );

  const chooseFile = (next: File | null) => {
    setFile(next);
    setFileError(null);
    setCommittees([]);
    setOffices({});
    setOfficesChecked(false);
    reset();
  };

  const startImport = async () => {
    if (!file) return setFileError(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileRequired);
    if (file.size > KNOWN_CONTRIBUTOR_FILE_MAX_BYTES)
      return setFileError(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileTooLarge);
    setOfficesChecked(true);
    if (committees.some((committee) => !offices[committee.filerId])) return;
    const given = committees.map((committee) => ({
      filerId: committee.filerId,
      office: offices[committee.filerId],
    }));
    // The server reads fields as they arrive, so they must come before the file.
    const form = new FormData();
    form.append('governmentId', String(governmentId));
    form.append('skipBadRows', String(skipBadRows));
    form.append('offices', JSON.stringify(given));
    form.append('file', file, file.name);
    const outcome = await start(form);
    if (outcome.status !== 'refused') return;
    // New committees to ask about; the offices already chosen for the others stay.
    const asked = new Set(committees.map((committee) => committee.filerId));
    const more = unknownCommitteesIn(outcome.body).filter(
      (committee) => !asked.has(committee.filerId),
    );
    if (more.length > 0) {
      setCommittees([...committees, ...more]);
      setOfficesChecked(false);
    }
  };

  const refusedCommittees = state.status === 'refused' ? unknownCommitteesIn(state.body) : [];

  return (
    <Card withBorder mt="xl" component="section" aria-labelledby="external-filings-title">
      <Stack>
        <Title order={2} size="h3" id="external-filings-title">
          Non-participants' filings (state export)
        </Title>
        <Text size="sm">
          The transaction search export of the state's filing system (ORESTAR), saved as CSV.
          Contributions are loaded for the public dashboard; other transactions are skipped.
          Importing the same file again changes nothing, and amended transactions replace their
          originals.
        </Text>
        <FileInput
          label="State export"
          placeholder="Choose a .csv file"
          accept="text/csv,.csv"
          value={file}
          onChange={chooseFile}
          error={fileError}
          disabled={busy}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        />
        {committees.length > 0 && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Which office does each new committee run for?
            </Text>
            {committees.map((committee) => (
              <Select
                key={committee.filerId}
                label={`${committee.name} (filer id ${committee.filerId})`}
                data={OFFICE_OPTIONS}
                value={offices[committee.filerId] ?? null}
                onChange={(value) =>
                  setOffices({ ...offices, [committee.filerId]: value as Office | null })
                }
                error={officesChecked && !offices[committee.filerId] ? 'Choose an office' : null}
                withAsterisk
                disabled={busy}
              />
            ))}
          </Stack>
        )}
        <SkipBadRowsCheckbox checked={skipBadRows} onChange={setSkipBadRows} disabled={busy} />
        <ImportOutcome
          state={state}
          counts={(result) => [
            ['Rows in the file', result.rows],
            ['New', result.inserted],
            ['Amended', result.amended],
            ['Unchanged', result.unchanged],
            ['Skipped (not contributions)', result.skipped],
            ['New committees', result.newCommittees.length],
          ]}
          refusalColor={refusedCommittees.length > 0 ? 'yellow' : 'red'}
          refusalNote={
            refusedCommittees.length > 0
              ? 'Choose their offices above, then import again.'
              : undefined
          }
        />
        <Group justify="flex-end">
          <Button onClick={() => void startImport()} loading={busy}>
            Import filings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
