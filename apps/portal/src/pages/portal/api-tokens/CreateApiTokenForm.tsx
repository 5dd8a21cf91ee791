import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RouterOutputs } from '@portal/api';
import { createApiTokenInputSchema, todayInBusinessZone } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashFailure } from '../../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../../lib/forms';
import { CalendarDateInput } from '../../../records/CalendarDateInput';
import { useTRPC } from '../../../trpc';

export type CreatedApiToken = RouterOutputs['apiTokens']['create'];

type NewTokenValues = {
  name: string;
  expiresAt: string | null;
  readOnly: boolean;
};

/** Name, optional expiry (a calendar date, through the end of that day) and read-only. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.apiTokens.create.mutationOptions());
  const form = useForm<NewTokenValues>({
    initialValues: { name: '', expiresAt: null, readOnly: false },
    validate: zodFormValidate(createApiTokenInputSchema),
  });

  const submit = form.onSubmit(async (values) => {
    let created: CreatedApiToken;
    try {
      created = await create.mutateAsync(values);
    } catch (error) {
      setServerErrors(form, error);
      flashFailure('Unable to create API token', error);
      return;
    }
    form.reset();
    await queryClient.invalidateQueries(trpc.apiTokens.list.pathFilter());
    onCreated(created);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-api-token-title">
      <Stack gap="sm">
        <TextInput
          label="Token name"
          description="What the token is for, e.g. weekly export"
          withAsterisk
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <CalendarDateInput
          label="Expires (optional)"
          description="The token stops working at the end of this day, Pacific time. Leave empty for no expiry."
          minDate={todayInBusinessZone()}
          {...form.getInputProps('expiresAt')}
          value={form.values.expiresAt}
          onChange={(value) => form.setFieldValue('expiresAt', value)}
        />
        <Checkbox
          label="Read-only: the token may read but never change anything"
          {...form.getInputProps('readOnly', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
