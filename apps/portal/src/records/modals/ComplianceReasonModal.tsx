import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPLIANCE_REASON_CHOICES,
  type ComplianceReasonChoice,
  complianceReasonSchema,
  reasonForChoice,
} from '@portal/domain';
import { useState } from 'react';
import { zodFormValidate } from '../../lib/forms';
import type { ModalControls } from '../../modals/modal-types';
import type { ComplianceReasonModalProps } from './props';

interface ReasonForm {
  reasonChoice: ComplianceReasonChoice | '';
  reason: string;
}

/** ComplianceReason ('Out of Compliance'): a reason choice and an explanation, both required. */
export function ComplianceReasonModal({
  onConfirm,
  close,
}: ComplianceReasonModalProps & ModalControls) {
  const form = useForm<ReasonForm>({
    initialValues: { reasonChoice: '', reason: '' },
    validate: zodFormValidate(complianceReasonSchema),
  });
  const [saving, setSaving] = useState(false);

  const submit = async (values: ReasonForm) => {
    setSaving(true);
    try {
      await onConfirm(values.reason.trim());
      close();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack>
        <Radio.Group
          label="Reason"
          withAsterisk
          value={form.values.reasonChoice}
          error={form.errors.reasonChoice}
          onChange={(value) => {
            const choice = value as ComplianceReasonChoice;
            form.setValues({ reasonChoice: choice, reason: reasonForChoice(choice) });
          }}
        >
          <Group mt="xs">
            {COMPLIANCE_REASON_CHOICES.map((choice) => (
              <Radio key={choice} value={choice} label={choice} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea label="Explanation" withAsterisk rows={3} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={saving}>
            Mark Out of Compliance
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
