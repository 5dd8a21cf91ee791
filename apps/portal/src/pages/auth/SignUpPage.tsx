import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type NewPasswordForm, newPasswordSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { flashFailure, flashSuccess } from '../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useTRPC } from '../../trpc';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

/** Sets the password of an invited user; the form sends only the code and the password. */
export default function SignUpPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationCode = params.get('invitationCode') ?? '';
  const redeemInvite = useMutation(trpc.auth.redeemInvite.mutationOptions());
  const form = useForm<NewPasswordForm>({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validate: zodFormValidate(newPasswordSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await redeemInvite.mutateAsync({ invitationCode, password: values.newPassword });
    } catch (error) {
      setServerErrors(form, error, { password: 'newPassword' });
      flashFailure('Signup Error', error);
      return;
    }
    flashSuccess('Signup Success');
    navigate('/sign-in');
  });

  return (
    <AuthCard title="Sign up">
      <form onSubmit={submit} noValidate>
        <Stack>
          <NewPasswordFields form={form} />
          <Button type="submit" loading={redeemInvite.isPending}>
            Sign up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
