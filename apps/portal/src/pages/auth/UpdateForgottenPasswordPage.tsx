import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MESSAGES, type NewPasswordForm, newPasswordSchema } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeFailure } from '../../lib/failure';
import { flashError, flashFailure, flashSuccess } from '../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useTRPC } from '../../trpc';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

/** Set a new password with the e-mailed reset code (query parameter invitationCode). */
export default function UpdateForgottenPasswordPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const invitationCode = params.get('invitationCode') ?? '';
  const [updated, setUpdated] = useState(false);
  const resetPassword = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = useForm<NewPasswordForm>({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validate: zodFormValidate(newPasswordSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync({ invitationCode, password: values.newPassword });
    } catch (error) {
      setServerErrors(form, error, { password: 'newPassword' });
      const failure = describeFailure(error);
      if (failure.code === 'BAD_REQUEST' && failure.message === AUTH_MESSAGES.invalidCode) {
        flashError(AUTH_MESSAGES.invalidCode);
      } else {
        flashFailure('Password update failed', error);
      }
      return;
    }
    flashSuccess('Password updated');
    setUpdated(true);
  });

  if (updated) {
    return (
      <AuthCard title="Update Password">
        <Stack align="center">
          <ThemeIcon color="green" size={48} radius="xl" aria-hidden>
            <IconCheck size={32} />
          </ThemeIcon>
          <Text>Your password is updated.</Text>
          <Button component={Link} to="/sign-in">
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Update Password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">Use at least 6 characters in your updated password.</Text>
          <NewPasswordFields form={form} />
          <Button type="submit" loading={resetPassword.isPending}>
            Update password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
