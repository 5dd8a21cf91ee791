import { Select, Stack, Text } from '@mantine/core';
import type { ExternalFilingsImportResult, UnknownCommittee } from '@portal/api';
import { OFFICE_OPTIONS, type Office } from '@portal/domain';
import { useState } from 'react';
import { ImportCard, useFileImport } from './ImportCard';

type ImportedFilings = Extract<ExternalFilingsImportResult, { ok: true }>;

const unknownCommitteesIn = (body: Record<string, unknown> | null): UnknownCommittee[] =>
  Array.isArray(body?.unknownCommittees) ? (body.unknownCommittees as UnknownCommittee[]) : [];

/**
 * Settings, government admins only: loads the state's transaction export (ORESTAR) of the
 * non-participating candidates, for the public dashboard. The export does not say which office a
 * committee runs for, so the first upload naming a new committee asks for it.
 */
export function ExternalFilingsCard({ governmentId }: { governmentId: number }) {
  const [committees, setCommittees] = useState<UnknownCommittee[]>([]);
  const [offices, setOffices] = useState<Record<string, Office | null>>({});
  const [officesChecked, setOfficesChecked] = useState(false);
  const importer = useFileImport<ImportedFilings>('/external-contributions/import', () => {
    setCommittees([]);
    setOffices({});
    setOfficesChecked(false);
  });

  const startImport = async (file: File) => {
    setOfficesChecked(true);
    if (committees.some((committee) => !offices[committee.filerId])) return;
    const given = committees.map((committee) => ({
      filerId: committee.filerId,
      office: offices[committee.filerId],
    }));
    // The server reads fields as they arrive, so they must come before the file.
    const form = new FormData();
    form.append('governmentId', String(governmentId));
    form.append('skipBadRows', String(importer.skipBadRows));
    form.append('offices', JSON.stringify(given));
    form.append('file', file, file.name);
    const outcome = await importer.start(form);
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

  const { state, busy } = importer;
  const refusedCommittees = state.status === 'refused' ? unknownCommitteesIn(state.body) : [];

  return (
    <ImportCard
      title="Non-participants' filings (state export)"
      description={
        <>
          The transaction search export of the state's filing system (ORESTAR), saved as CSV.
          Contributions are loaded for the public dashboard; other transactions are skipped.
          Importing the same file again changes nothing, and amended transactions replace their
          originals.
        </>
      }
      fileLabel="State export"
      importLabel="Import filings"
      onImport={startImport}
      importer={importer}
      counts={(result) => [
        ['Amended', result.amended],
        ['Unchanged', result.unchanged],
        ['Skipped (not contributions)', result.skipped],
        ['New committees', result.newCommittees.length],
      ]}
      refusal={{
        color: refusedCommittees.length > 0 ? 'yellow' : 'red',
        note:
          refusedCommittees.length > 0
            ? 'Choose their offices above, then import again.'
            : undefined,
      }}
    >
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
    </ImportCard>
  );
}
