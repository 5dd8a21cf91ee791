import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangePasswordForm, changePasswordSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../layout/PublicLayout';
import { describeFailure, SESSION_EXPIRED_CODE } from '../../lib/failure';
import { flashSuccess } from '../../lib/flash';
import { writeOrFlash, zodFormValidate } from '../../lib/forms';
import { useMeQuery } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { AuthForm, PasswordFields } from './AuthForm';

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
    const update = () =>
      updatePassword.mutateAsync({
        currentPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
    const rename = { currentPassword: 'oldPassword' };
    if (!(await writeOrFlash(form, update, 'Password update failed', rename))) return;
    flashSuccess('Password updated');
    navigate('/dashboard');
  });

  if (me.isPending) return <PageLoader />;
  if (me.data === null || (me.isError && describeFailure(me.error).code === SESSION_EXPIRED_CODE)) {
    return <Navigate to="/sign-in" replace />;
  }

  return (
    <AuthForm title="Reset Password" onSubmit={submit}>
      <PasswordFields
        form={form}
        inputs={[
          { field: 'oldPassword', label: 'Current password', autoComplete: 'current-password' },
          { field: 'newPassword', label: 'New password', autoComplete: 'new-password' },
        ]}
      />
      <Button type="submit" loading={updatePassword.isPending}>
        Update password
      </Button>
    </AuthForm>
  );
}
