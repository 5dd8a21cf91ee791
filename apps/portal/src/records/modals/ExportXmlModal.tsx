import { Group, Radio, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ExportXmlForm, exportXmlFormSchema } from '@portal/domain';
import { flashError, flashInfo } from '../../lib/flash';
import { zodFormValidate } from '../../lib/forms';
import { ModalForm } from '../../modals/ModalActions';
import type { ModalControls } from '../../modals/modal-types';
import { useBusySubmit } from '../../modals/use-modal-form';
import { exportXml } from '../rest';
import type { ExportXmlModalProps } from './props';

export const NOTHING_TO_EXPORT = 'Nothing to export: no transactions match the filters.';

/** ExportXML: ORESTAR XML for a Filer Id, of the filtered list or of everything. */
export function ExportXmlModal({ kind, scope, close }: ExportXmlModalProps & ModalControls) {
  const form = useForm<ExportXmlForm>({
    initialValues: { filerId: '', all: false },
    validate: zodFormValidate(exportXmlFormSchema),
  });
  const busy = useBusySubmit(form, async (values) => {
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
    }
  });

  return (
    <ModalForm {...busy} close={close} submitLabel="Export">
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
    </ModalForm>
  );
}
