import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { bulkImportFileSchema } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CsvFileInput, useChosenFile } from '../../lib/chosen-file';
import type { ModalControls } from '../../modals/modal-types';
import { recordKeys } from '../api';
import { bulkUploadContributions, bulkUploadIssues } from '../rest';
import type { BulkImportModalProps } from './props';

/** Spec section 4 "Bulk upload": idle, then loading, then success or error; can be reset. */
type UploadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; contributionErrors: string[] };

/** BulkImport: a CSV of contributions for the campaign, saved all or nothing. */
export function BulkImportModal({ campaignId, close }: BulkImportModalProps & ModalControls) {
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const chosen = useChosenFile(() => setUpload({ status: 'idle' }));
  const { file } = chosen;

  const submit = async () => {
    const checked = bulkImportFileSchema.safeParse(
      file ? { name: file.name, type: file.type, size: file.size } : undefined,
    );
    if (!checked.success || !file) {
      chosen.setError(checked.error?.issues[0]?.message ?? null);
      return;
    }
    setUpload({ status: 'loading' });
    try {
      const message = await bulkUploadContributions(campaignId, file);
      setUpload({ status: 'success', message });
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
    } catch (error) {
      const failure = bulkUploadIssues(error);
      setUpload({
        status: 'error',
        message: failure.message,
        contributionErrors: failure.issues,
      });
    }
  };

  return (
    <Stack>
      <Text size="sm">
        Upload a CSV file with the columns of the{' '}
        <Anchor href="/bulk-contributions.csv" download>
          template
        </Anchor>
        . Every row must be valid: either all rows are saved or none.
      </Text>
      <CsvFileInput label="CSV file" chosen={chosen} clearLabel="Remove the chosen file" />
      {upload.status === 'success' && <Alert color="green">{upload.message}</Alert>}
      {upload.status === 'error' && (
        <Alert color="red" title={upload.message}>
          {upload.contributionErrors.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                Errors:
              </Text>
              <List size="sm">
                {upload.contributionErrors.map((issue) => (
                  <List.Item key={issue}>{issue}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {upload.status === 'success' ? 'Close' : 'Cancel'}
        </Button>
        <Button
          onClick={() => void submit()}
          loading={upload.status === 'loading'}
          disabled={upload.status === 'success'}
        >
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
