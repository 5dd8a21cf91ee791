import { Alert, Checkbox, List, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import type { BadRow } from '@portal/api';
import { KNOWN_CONTRIBUTOR_FILE_MAX_BYTES, KNOWN_CONTRIBUTOR_FILE_MESSAGES } from '@portal/domain';
import { useState } from 'react';
import type { ChosenFile } from '../../lib/chosen-file';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { RestError } from '../../records/rest';

/** What a refused import answers (400): a message, bad rows, and any route-specific fields. */
export interface RefusedFile {
  message: string;
  badRows: BadRow[];
  badRowCount: number;
  body: Record<string, unknown> | null;
}

/** Sending the file, then waiting while the server imports it, then the answer. */
export type CsvImportState<Imported> =
  | { status: 'idle' }
  | { status: 'uploading'; sentPercent: number }
  | { status: 'processing' }
  | { status: 'imported'; result: Imported }
  | ({ status: 'refused' } & RefusedFile);

/** The 400 body is `{ message, badRows, badRowCount, ... }`; other failures carry only a message. */
function refusalOf(error: unknown): RefusedFile {
  const message = error instanceof Error ? error.message : String(error);
  const body = error instanceof RestError ? (error.body as Record<string, unknown> | null) : null;
  const badRows = Array.isArray(body?.badRows) ? (body.badRows as BadRow[]) : [];
  const badRowCount = typeof body?.badRowCount === 'number' ? body.badRowCount : badRows.length;
  return { message, badRows, badRowCount, body };
}

/** Uploads a form to an import route with progress, keeping the state the card shows. */
export function useCsvImport<Imported>(url: string) {
  const [state, setState] = useState<CsvImportState<Imported>>({ status: 'idle' });
  /** Resolves with the final state, so the card can act on a refusal's details. */
  const start = async (form: FormData): Promise<CsvImportState<Imported>> => {
    setState({ status: 'uploading', sentPercent: 0 });
    let outcome: CsvImportState<Imported>;
    try {
      const result = await uploadWithProgress(url, form, (sent) =>
        setState(
          sent >= 1
            ? { status: 'processing' }
            : { status: 'uploading', sentPercent: Math.round(sent * 100) },
        ),
      );
      outcome = { status: 'imported', result: result as Imported };
    } catch (error) {
      outcome = { status: 'refused', ...refusalOf(error) };
    }
    setState(outcome);
    return outcome;
  };
  const busy = state.status === 'uploading' || state.status === 'processing';
  return { state, busy, start, reset: () => setState({ status: 'idle' }) };
}

function ImportProgress({ state }: { state: CsvImportState<unknown> }) {
  if (state.status === 'uploading')
    return (
      <Stack gap={4}>
        <Progress value={state.sentPercent} aria-label="Upload progress" />
        <Text size="sm">{`Uploading… ${state.sentPercent}%`}</Text>
      </Stack>
    );
  if (state.status === 'processing')
    return (
      <Stack gap={4}>
        <Progress value={100} striped animated aria-label="Upload progress" />
        <Text size="sm">Processing…</Text>
      </Stack>
    );
  return null;
}

function BadRowList({ badRows, badRowCount }: { badRows: BadRow[]; badRowCount: number }) {
  if (badRowCount === 0) return null;
  const notListed = badRowCount - badRows.length;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Bad rows:
      </Text>
      <ScrollArea.Autosize mah={240}>
        <List size="sm">
          {badRows.map((badRow) => (
            <List.Item key={badRow.line}>{badRow.message}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
      {notListed > 0 && (
        <Text size="sm">{`... and ${notListed.toLocaleString('en-US')} more`}</Text>
      )}
    </Stack>
  );
}

const formatCount = (value: number) => value.toLocaleString('en-US');

function ImportedCounts({ counts }: { counts: [string, number][] }) {
  return (
    <Stack gap={4}>
      {counts.map(([label, value]) => (
        <Text size="sm" key={label}>{`${label}: ${formatCount(value)}`}</Text>
      ))}
    </Stack>
  );
}

/** The import's progress, then its answer: the counts, or why nothing was imported. */
export function ImportOutcome<
  Imported extends { message: string; badRows: BadRow[]; badRowCount: number },
>({
  state,
  counts,
  refusalNote,
  refusalColor,
}: {
  state: CsvImportState<Imported>;
  counts: (result: Imported) => [string, number][];
  /** Said under a refusal's title, e.g. what to do next. */
  refusalNote?: string | undefined;
  refusalColor?: string | undefined;
}) {
  if (state.status === 'imported')
    return (
      <Alert color="green" title={state.result.message}>
        <Stack gap="xs">
          <ImportedCounts counts={counts(state.result)} />
          <BadRowList badRows={state.result.badRows} badRowCount={state.result.badRowCount} />
        </Stack>
      </Alert>
    );
  if (state.status === 'refused')
    return (
      <Alert color={refusalColor ?? 'red'} title={state.message}>
        {refusalNote && <Text size="sm">{refusalNote}</Text>}
        <BadRowList badRows={state.badRows} badRowCount={state.badRowCount} />
      </Alert>
    );
  return <ImportProgress state={state} />;
}

export function SkipBadRowsCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <Checkbox
      label="Skip bad rows and import the rest"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      disabled={disabled}
    />
  );
}

/**
 * The chosen file when it may be sent: chosen, and no larger than the server takes. Otherwise
 * null, with the reason under the input.
 */
export function importableFile(chosen: ChosenFile): File | null {
  if (!chosen.file) chosen.setError(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileRequired);
  else if (chosen.file.size > KNOWN_CONTRIBUTOR_FILE_MAX_BYTES)
    chosen.setError(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileTooLarge);
  else return chosen.file;
  return null;
}
