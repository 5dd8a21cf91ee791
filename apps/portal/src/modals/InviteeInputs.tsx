import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
}

/** Who is invited, asked the same way wherever someone is invited (a campaign's admin, a user). */
export function InviteeInputs<V extends Invitee>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <>
      <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
      <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
      <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
    </>
  );
}
