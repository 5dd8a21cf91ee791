import { Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeFailure } from '../../lib/failure';
import { flashError, flashSuccess } from '../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useTRPC } from '../../trpc';
import { AuthCard } from './AuthCard';

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
    try {
      await sendResetEmail.mutateAsync(values);
    } catch (error) {
      setServerErrors(form, error);
      const failure = describeFailure(error);
      if (failure.code === 'NOT_FOUND') flashError('Email not found');
      else if (failure.answered) flashError(failure.message);
      else flashError(`Error - ${failure.message}`);
      return;
    }
    flashSuccess('Email sent');
    setSentTo(values.email);
  });

  if (sentTo !== null) {
    return (
      <AuthCard title="Forgot Password">
        <Stack align="center">
          <ThemeIcon color="green" size={48} radius="xl" aria-hidden>
            <IconCheck size={32} />
          </ThemeIcon>
          <Text ta="center">An email was sent to {sentTo} to reset your password.</Text>
          <Button component={Link} to="/sign-in">
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Enter your email and we will send you a link to reset your password.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/sign-in">
              Cancel
            </Button>
            <Button type="submit" loading={sendResetEmail.isPending}>
              Send email
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
