import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { NewPasswordForm } from '@portal/domain';

/** newPassword and confirmNewPassword, shared by sign-up and update-forgotten-password. */
export function NewPasswordFields({ form }: { form: UseFormReturnType<NewPasswordForm> }) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('newPassword')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('confirmNewPassword')}
      />
    </>
  );
}
