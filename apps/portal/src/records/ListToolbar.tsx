import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { flashError } from '../lib/flash';
import { useModals } from '../modals/ModalProvider';
import type { ListInput, RecordCollection } from './api';
import { exportCsv } from './rest';

/** Export CSV and Export XML, offered to everyone on both lists (spec section 2). */
export function ExportButtons({ kind, scope }: { kind: RecordCollection; scope: ListInput }) {
  const { openModal } = useModals();
  const [exporting, setExporting] = useState(false);
  const { page: _page, perPage: _perPage, ...exportScope } = scope;

  const downloadCsv = async () => {
    setExporting(true);
    try {
      await exportCsv(kind, exportScope);
    } catch (error) {
      flashError(`Error - ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Group gap="xs">
      <Button variant="default" loading={exporting} onClick={() => void downloadCsv()}>
        Export CSV
      </Button>
      <Button
        variant="default"
        onClick={() => openModal('ExportXML', { kind, scope: exportScope })}
      >
        Export XML
      </Button>
    </Group>
  );
}
