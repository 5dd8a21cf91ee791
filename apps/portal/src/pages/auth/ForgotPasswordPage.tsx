import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeFailure } from '../../lib/failure';
import { flashError, flashSuccess } from '../../lib/flash';
import { writeOrFlash, zodFormValidate } from '../../lib/forms';
import { useTRPC } from '../../trpc';
import { AuthDone, AuthForm } from './AuthForm';

/** An unknown address has its own words; the server's other refusals are shown as it gave them. */
function flashSendFailure(error: unknown) {
  const failure = describeFailure(error);
  if (failure.code === 'NOT_FOUND') flashError('Email not found');
  else if (failure.answered) flashError(failure.message);
  else flashError(`Error - ${failure.message}`);
}

/** Request a password reset e-mail (spec section 2 "Forgot password"). */
export default function ForgotPasswordPage() {
  const trpc = useTRPC();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendResetEmail = useMutation(trpc.auth.sendPasswordResetEmail.mutationOptions());
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: '' },
    validate: zodFormValidate(forgotPasswordSchema),
  });

  const submit = form.onSubmit(async (values) => {
    const send = () => sendResetEmail.mutateAsync(values);
    if (!(await writeOrFlash(form, send, flashSendFailure))) return;
    flashSuccess('Email sent');
    setSentTo(values.email);
  });

  if (sentTo !== null) {
    return (
      <AuthDone title="Forgot Password">
        <Text ta="center">An email was sent to {sentTo} to reset your password.</Text>
      </AuthDone>
    );
  }

  return (
    <AuthForm title="Forgot Password" onSubmit={submit}>
      <Text size="sm">Enter your email and we will send you a link to reset your password.</Text>
      <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
      <Group justify="flex-end">
        <Button variant="default" component={Link} to="/sign-in">
          Cancel
        </Button>
        <Button type="submit" loading={sendResetEmail.isPending}>
          Send email
        </Button>
      </Group>
    </AuthForm>
  );
}
