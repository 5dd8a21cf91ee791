import { Button, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeFailure } from '../../lib/failure';
import { flashError, flashFailure, flashSuccess } from '../../lib/flash';
import { useTRPC } from '../../trpc';
import { AuthDone, AuthForm } from './AuthForm';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

/** An expired or used reset code gets the domain's own words; any other failure its reason. */
function flashResetFailure(error: unknown) {
  const failure = describeFailure(error);
  if (failure.code === 'BAD_REQUEST' && failure.message === AUTH_MESSAGES.invalidCode) {
    flashError(AUTH_MESSAGES.invalidCode);
  } else {
    flashFailure('Password update failed', error);
  }
}

/** Set a new password with the e-mailed reset code (query parameter invitationCode). */
export default function UpdateForgottenPasswordPage() {
  const trpc = useTRPC();
  const [updated, setUpdated] = useState(false);
  const resetPassword = useMutation(trpc.auth.resetPassword.mutationOptions());
  const { form, submit } = useNewPasswordForm({
    send: (input) => resetPassword.mutateAsync(input),
    failure: flashResetFailure,
    done: () => {
      flashSuccess('Password updated');
      setUpdated(true);
    },
  });

  if (updated) {
    return (
      <AuthDone title="Update Password">
        <Text>Your password is updated.</Text>
      </AuthDone>
    );
  }

  return (
    <AuthForm title="Update Password" onSubmit={submit}>
      <Text size="sm">Use at least 6 characters in your updated password.</Text>
      <NewPasswordFields form={form} />
      <Button type="submit" loading={resetPassword.isPending}>
        Update password
      </Button>
    </AuthForm>
  );
}
