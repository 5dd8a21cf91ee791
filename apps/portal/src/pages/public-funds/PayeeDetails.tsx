import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { campaignPayeeInputSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { flashFailure, flashSuccess } from '../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useTRPC } from '../../trpc';
import type { PaymentRunLine } from './types';
import { useRefreshPayments } from './use-refresh-payments';

/** Where the treasury sends the campaign's money: its committee id and payee reference. */
function PayeeForm({ line, close }: { line: PaymentRunLine; close: () => void }) {
  const trpc = useTRPC();
  const refreshPayments = useRefreshPayments();
  const save = useMutation(trpc.payments.savePayee.mutationOptions());
  const form = useForm({
    initialValues: {
      campaignId: line.campaignId,
      committeeId: line.committeeId,
      payeeReference: line.payeeReference,
    },
    validate: zodFormValidate(campaignPayeeInputSchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      setServerErrors(form, error);
      flashFailure('Unable to save the payee', error);
      return;
    }
    await refreshPayments();
    flashSuccess('Payee saved');
    close();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Committee id" maxLength={60} {...form.getInputProps('committeeId')} />
        <TextInput
          label="Payee reference"
          description="The treasury's reference for the campaign's bank account or check payee"
          maxLength={60}
          {...form.getInputProps('payeeReference')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save payee
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The campaign's payee as the treasury file will name it; while the run is a draft the admin
 * can set it, so the file never goes out without one.
 */
export function PayeeDetails({ line, editable }: { line: PaymentRunLine; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const missing = line.committeeId === '' || line.payeeReference === '';
  return (
    <Stack gap={0}>
      <Text size="xs">{`Committee id: ${line.committeeId || 'none'}`}</Text>
      <Text size="xs">{`Payee reference: ${line.payeeReference || 'none'}`}</Text>
      {editable && (
        <Anchor component="button" type="button" size="xs" onClick={() => setEditing(true)}>
          {`${missing ? 'Set' : 'Change'} the payee of ${line.campaignName}`}
        </Anchor>
      )}
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={`Payee of ${line.campaignName}`}
        centered
      >
        <PayeeForm line={line} close={() => setEditing(false)} />
      </Modal>
    </Stack>
  );
}
