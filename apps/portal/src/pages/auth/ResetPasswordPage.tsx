import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangePasswordForm, changePasswordSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../layout/PublicLayout';
import { describeFailure, SESSION_EXPIRED_CODE } from '../../lib/failure';
import { flashFailure, flashSuccess } from '../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useMeQuery } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { AuthCard } from './AuthCard';

/** Change password while signed in (form oldPassword/newPassword; API currentPassword). */
export default function ResetPasswordPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const me = useMeQuery();
  const updatePassword = useMutation(trpc.auth.updatePassword.mutationOptions());
  const form = useForm<ChangePasswordForm>({
    initialValues: { oldPassword: '', newPassword: '' },
    validate: zodFormValidate(changePasswordSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await updatePassword.mutateAsync({
        currentPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
    } catch (error) {
      setServerErrors(form, error, { currentPassword: 'oldPassword' });
      flashFailure('Password update failed', error);
      return;
    }
    flashSuccess('Password updated');
    navigate('/dashboard');
  });

  if (me.isPending) return <PageLoader />;
  if (me.isError && describeFailure(me.error).code === SESSION_EXPIRED_CODE) {
    return <Navigate to="/sign-in" replace />;
  }

  return (
    <AuthCard title="Reset Password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <Button type="submit" loading={updatePassword.isPending}>
            Update password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
