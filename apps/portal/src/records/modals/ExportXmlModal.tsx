import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ExportXmlForm, exportXmlFormSchema } from '@portal/domain';
import { useState } from 'react';
import { flashError, flashInfo } from '../../lib/flash';
import { zodFormValidate } from '../../lib/forms';
import type { ModalControls } from '../../modals/modal-types';
import { exportXml } from '../rest';
import type { ExportXmlModalProps } from './props';

export const NOTHING_TO_EXPORT = 'Nothing to export: no transactions match the filters.';

/** ExportXML: ORESTAR XML for a Filer Id, of the filtered list or of everything. */
export function ExportXmlModal({ kind, scope, close }: ExportXmlModalProps & ModalControls) {
  const form = useForm<ExportXmlForm>({
    initialValues: { filerId: '', all: false },
    validate: zodFormValidate(exportXmlFormSchema),
  });
  const [exporting, setExporting] = useState(false);

  const submit = async (values: ExportXmlForm) => {
    setExporting(true);
    try {
      const documents = await exportXml(kind, scope, {
        filerId: values.filerId.trim(),
        all: values.all,
      });
      // An empty download would look like a failure; say why nothing was saved instead.
      if (documents.length === 0) flashInfo(NOTHING_TO_EXPORT);
      close();
    } catch (error) {
      flashError(`Error - ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack>
        <TextInput label="Filer Id" withAsterisk {...form.getInputProps('filerId')} />
        <Radio.Group
          label="Export"
          value={form.values.all ? 'all' : 'filtered'}
          onChange={(value) => form.setFieldValue('all', value === 'all')}
        >
          <Group mt="xs">
            <Radio value="filtered" label="Filtered list" />
            <Radio value="all" label="All" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={exporting}>
            Export
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
