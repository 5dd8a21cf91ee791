import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { flashSuccess } from '../lib/flash';
import { writeOrFlash, zodFormValidate } from '../lib/forms';
import { useTRPC } from '../trpc';

interface SignInFormProps {
  onCancel: () => void;
  /** Called before the form navigates away (signed in, or Forgot Password): the modal closes. */
  onLeave?: () => void;
}

/** Spec section 2 "Sign in": email, password, Forgot Password, Cancel and Sign in. */
export function SignInForm({ onCancel, onLeave }: SignInFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zodFormValidate(signInSchema),
  });
  const login = useMutation(trpc.auth.login.mutationOptions());

  const submit = form.onSubmit(async (values) => {
    if (!(await writeOrFlash(form, () => login.mutateAsync(values), 'Signin Error'))) return;
    await queryClient.invalidateQueries(trpc.auth.session.queryFilter());
    flashSuccess('Signin Success');
    onLeave?.();
    navigate('/dashboard');
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Anchor component={Link} to="/forgot-password" size="sm" onClick={onLeave}>
          Forgot Password
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={login.isPending}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
