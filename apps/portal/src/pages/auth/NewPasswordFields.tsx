import { type UseFormReturnType, useForm } from '@mantine/form';
import { type NewPasswordForm, newPasswordSchema } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { writeOrFlash, zodFormValidate } from '../../lib/forms';
import { PasswordFields } from './AuthForm';

/**
 * The form of the pages that set a password from an e-mailed link (sign-up, forgotten password):
 * it sends the link's code and the chosen password, shows the server's reasons on the fields and
 * a flash, and calls `done` once the password is set.
 */
export function useNewPasswordForm(options: {
  send: (input: { invitationCode: string; password: string }) => Promise<unknown>;
  failure: string | ((error: unknown) => void);
  done: () => void;
}) {
  const [params] = useSearchParams();
  const form = useForm<NewPasswordForm>({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    validate: zodFormValidate(newPasswordSchema),
  });
  const submit = form.onSubmit(async (values) => {
    const invitationCode = params.get('invitationCode') ?? '';
    const send = () => options.send({ invitationCode, password: values.newPassword });
    // The API calls the field password; the form, newPassword.
    if (!(await writeOrFlash(form, send, options.failure, { password: 'newPassword' }))) return;
    options.done();
  });
  return { form, submit };
}

/** newPassword and confirmNewPassword, shared by sign-up and update-forgotten-password. */
export function NewPasswordFields({ form }: { form: UseFormReturnType<NewPasswordForm> }) {
  return (
    <PasswordFields
      form={form}
      inputs={[
        { field: 'newPassword', label: 'New password', autoComplete: 'new-password' },
        {
          field: 'confirmNewPassword',
          label: 'Confirm new password',
          autoComplete: 'new-password',
        },
      ]}
    />
  );
}
