import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { flashSuccess } from '../../lib/flash';
import { useTRPC } from '../../trpc';
import { AuthForm } from './AuthForm';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

/** Sets the password of an invited user; the form sends only the code and the password. */
export default function SignUpPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const redeemInvite = useMutation(trpc.auth.redeemInvite.mutationOptions());
  const { form, submit } = useNewPasswordForm({
    send: (input) => redeemInvite.mutateAsync(input),
    failure: 'Signup Error',
    done: () => {
      flashSuccess('Signup Success');
      navigate('/sign-in');
    },
  });

  return (
    <AuthForm title="Sign up" onSubmit={submit}>
      <NewPasswordFields form={form} />
      <Button type="submit" loading={redeemInvite.isPending}>
        Sign up
      </Button>
    </AuthForm>
  );
}
