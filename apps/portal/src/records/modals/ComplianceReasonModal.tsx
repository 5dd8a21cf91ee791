import { Group, Radio, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPLIANCE_REASON_CHOICES,
  type ComplianceReasonChoice,
  complianceReasonSchema,
  reasonForChoice,
} from '@portal/domain';
import { zodFormValidate } from '../../lib/forms';
import { ModalForm } from '../../modals/ModalActions';
import type { ModalControls } from '../../modals/modal-types';
import { useBusySubmit } from '../../modals/use-modal-form';
import type { ComplianceReasonModalProps } from './props';

type ReasonForm = {
  reasonChoice: ComplianceReasonChoice | '';
  reason: string;
};

/** ComplianceReason ('Out of Compliance'): a reason choice and an explanation, both required. */
export function ComplianceReasonModal({
  onConfirm,
  close,
}: ComplianceReasonModalProps & ModalControls) {
  const form = useForm<ReasonForm>({
    initialValues: { reasonChoice: '', reason: '' },
    validate: zodFormValidate(complianceReasonSchema),
  });
  const busy = useBusySubmit(form, async (values) => {
    if (await onConfirm(values.reason.trim())) close();
  });

  return (
    <ModalForm {...busy} close={close} submitLabel="Mark Out of Compliance" color="red">
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
    </ModalForm>
  );
}
