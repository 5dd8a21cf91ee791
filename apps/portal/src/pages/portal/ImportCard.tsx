import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BadRow } from '@portal/api';
import { type ReactNode, useId, useState } from 'react';
import { CsvFileInput, useChosenFile } from '../../lib/chosen-file';
import {
  ImportOutcome,
  importableFile,
  SkipBadRowsCheckbox,
  useCsvImport,
} from './csv-import-parts';

/** What every import route answers on success, whatever else it counts. */
interface ImportedBase {
  message: string;
  badRows: BadRow[];
  badRowCount: number;
  rows: number;
  inserted: number;
}

/**
 * The state of a settings card that imports one CSV file: the file, the skip-bad-rows choice and
 * the upload. Choosing another file forgets the last outcome and whatever `onChoose` forgets.
 */
export function useFileImport<Imported>(url: string, onChoose?: () => void) {
  const upload = useCsvImport<Imported>(url);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const chosen = useChosenFile(() => {
    onChoose?.();
    upload.reset();
  });
  return { ...upload, chosen, skipBadRows, setSkipBadRows };
}

export type FileImport<Imported> = ReturnType<typeof useFileImport<Imported>>;

/**
 * A settings card importing one CSV file: what the file is, the file, the card's own questions
 * (children), skip bad rows, the outcome with its counts, and the Import button.
 */
export function ImportCard<Imported extends ImportedBase>(props: {
  title: string;
  description: ReactNode;
  fileLabel: string;
  importLabel: string;
  /** Sends the chosen file, once it is chosen and small enough. */
  onImport: (file: File) => Promise<unknown>;
  importer: FileImport<Imported>;
  /** The counts after the rows in the file and the new ones, which every import has. */
  counts: (result: Imported) => [string, number][];
  /** How a refusal reads when the card can say what to do next. */
  refusal?: { color: string; note: string | undefined };
  children?: ReactNode;
}) {
  const titleId = useId();
  const { importer } = props;
  const startImport = () => {
    const file = importableFile(importer.chosen);
    if (file) void props.onImport(file);
  };
  return (
    <Card withBorder mt="xl" component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} size="h3" id={titleId}>
          {props.title}
        </Title>
        <Text size="sm">{props.description}</Text>
        <CsvFileInput label={props.fileLabel} chosen={importer.chosen} disabled={importer.busy} />
        {props.children}
        <SkipBadRowsCheckbox
          checked={importer.skipBadRows}
          onChange={importer.setSkipBadRows}
          disabled={importer.busy}
        />
        <ImportOutcome
          state={importer.state}
          counts={(result) => [
            ['Rows in the file', result.rows],
            ['New', result.inserted],
            ...props.counts(result),
          ]}
          refusalColor={props.refusal?.color}
          refusalNote={props.refusal?.note}
        />
        <Group justify="flex-end">
          <Button onClick={startImport} loading={importer.busy}>
            {props.importLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
