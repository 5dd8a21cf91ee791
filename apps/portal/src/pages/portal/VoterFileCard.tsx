import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  List,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { BadRow, KnownContributorsImportResult } from '@portal/api';
import {
  KNOWN_CONTRIBUTOR_FILE_HEADER,
  KNOWN_CONTRIBUTOR_FILE_MAX_BYTES,
  KNOWN_CONTRIBUTOR_FILE_MESSAGES,
} from '@portal/domain';
import { useState } from 'react';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { RestError } from '../../records/rest';

type ImportedFile = Extract<KnownContributorsImportResult, { ok: true }>;

interface RefusedFile {
  message: string;
  badRows: BadRow[];
  badRowCount: number;
}

/** Sending the file, then waiting while the server merges it, then the answer. */
type ImportState =
  | { status: 'idle' }
  | { status: 'uploading'; sentPercent: number }
  | { status: 'processing' }
  | { status: 'imported'; result: ImportedFile }
  | ({ status: 'refused' } & RefusedFile);

/** The 400 body is `{ message, badRows, badRowCount }`; other failures carry only a message. */
function refusalOf(error: unknown): RefusedFile {
  const message = error instanceof Error ? error.message : String(error);
  const body = error instanceof RestError ? (error.body as Partial<RefusedFile> | null) : null;
  const badRows = Array.isArray(body?.badRows) ? body.badRows : [];
  return { message, badRows, badRowCount: body?.badRowCount ?? badRows.length };
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

function ImportedCounts({ result }: { result: ImportedFile }) {
  const counts: [string, number][] = [
    ['Rows in the file', result.rows],
    ['New', result.inserted],
    ['Updated', result.updated],
    ['Unchanged', result.unchanged],
    ['Removed', result.removed],
  ];
  return (
    <Stack gap={4}>
      {counts.map(([label, value]) => (
        <Text size="sm" key={label}>{`${label}: ${formatCount(value)}`}</Text>
      ))}
    </Stack>
  );
}

/**
 * Settings, government admins only: loads the voter file the matcher compares donors with. The
 * file is streamed to the server, which imports all of it or (with bad rows) none of it, unless
 * the admin chose to skip the bad rows.
 */
export function VoterFileCard() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const busy = state.status === 'uploading' || state.status === 'processing';

  const chooseFile = (next: File | null) => {
    setFile(next);
    setFileError(null);
    setState({ status: 'idle' });
  };

  const startImport = async () => {
    if (!file) return setFileError(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileRequired);
    if (file.size > KNOWN_CONTRIBUTOR_FILE_MAX_BYTES)
      return setFileError(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileTooLarge);
    // The server reads fields as they arrive, so the choice must come before the file.
    const form = new FormData();
    form.append('skipBadRows', String(skipBadRows));
    form.append('file', file, file.name);
    setState({ status: 'uploading', sentPercent: 0 });
    try {
      const result = await uploadWithProgress('/known-contributors/import', form, (sent) =>
        setState(
          sent >= 1
            ? { status: 'processing' }
            : { status: 'uploading', sentPercent: Math.round(sent * 100) },
        ),
      );
      setState({ status: 'imported', result: result as ImportedFile });
    } catch (error) {
      setState({ status: 'refused', ...refusalOf(error) });
    }
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
        />
        <Checkbox
          label="Skip bad rows and import the rest"
          checked={skipBadRows}
          onChange={(event) => setSkipBadRows(event.currentTarget.checked)}
          disabled={busy}
        />
        {state.status === 'uploading' && (
          <Stack gap={4}>
            <Progress value={state.sentPercent} aria-label="Upload progress" />
            <Text size="sm">{`Uploading… ${state.sentPercent}%`}</Text>
          </Stack>
        )}
        {state.status === 'processing' && (
          <Stack gap={4}>
            <Progress value={100} striped animated aria-label="Upload progress" />
            <Text size="sm">Processing…</Text>
          </Stack>
        )}
        {state.status === 'imported' && (
          <Alert color="green" title={state.result.message}>
            <Stack gap="xs">
              <ImportedCounts result={state.result} />
              <BadRowList badRows={state.result.badRows} badRowCount={state.result.badRowCount} />
            </Stack>
          </Alert>
        )}
        {state.status === 'refused' && (
          <Alert color="red" title={state.message}>
            <BadRowList badRows={state.badRows} badRowCount={state.badRowCount} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void startImport()} loading={busy}>
            Import
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
