import { Button, PasswordInput, Stack, ThemeIcon } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';

/** A password page's form in its card: the inputs in a column, checked by the form, not the browser. */
export function AuthForm(props: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <AuthCard title={props.title}>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack>{props.children}</Stack>
      </form>
    </AuthCard>
  );
}

/** What a password page shows once its e-mail is sent or its password set: done, now sign in. */
export function AuthDone(props: { title: string; children: ReactNode }) {
  return (
    <AuthCard title={props.title}>
      <Stack align="center">
        <ThemeIcon color="green" size={48} radius="xl" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        {props.children}
        <Button component={Link} to="/sign-in">
          Sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** Required password inputs; `autoComplete` tells password managers which password each is. */
export function PasswordFields<V extends Record<string, unknown>>(props: {
  form: UseFormReturnType<V>;
  inputs: readonly {
    field: keyof V & string;
    label: string;
    autoComplete: 'current-password' | 'new-password';
  }[];
}) {
  return props.inputs.map(({ field, label, autoComplete }) => (
    <PasswordInput
      key={field}
      label={label}
      autoComplete={autoComplete}
      withAsterisk
      {...props.form.getInputProps(field)}
    />
  ));
}
