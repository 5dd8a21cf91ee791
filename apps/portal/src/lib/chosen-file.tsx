import { FileInput } from '@mantine/core';
import { useState } from 'react';

/**
 * The file an upload form holds and the message about it. Choosing another file clears that
 * message and whatever `onChoose` clears (an earlier outcome: spec section 4).
 */
export function useChosenFile(onChoose: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (next: File | null) => {
    setFile(next);
    setError(null);
    onChoose();
  };
  return { file, error, setError, choose };
}

export type ChosenFile = ReturnType<typeof useChosenFile>;

/** The input of an upload of one CSV file; its clear button is named for screen readers. */
export function CsvFileInput(props: {
  label: string;
  chosen: ChosenFile;
  clearLabel?: string;
  disabled?: boolean;
}) {
  const { chosen } = props;
  return (
    <FileInput
      label={props.label}
      placeholder="Choose a .csv file"
      accept="text/csv,.csv"
      value={chosen.file}
      onChange={chosen.choose}
      error={chosen.error}
      disabled={props.disabled}
      clearable
      clearButtonProps={{ 'aria-label': props.clearLabel ?? 'Clear the chosen file' }}
    />
  );
}
