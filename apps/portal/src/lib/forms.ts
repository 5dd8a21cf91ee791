import { schemaResolver, type UseFormReturnType } from '@mantine/form';
import { describeFailure } from './failure';
import { flashFailure } from './flash';

/**
 * Mantine form validation by a domain zod schema, so the form shows exactly the messages the
 * server enforces (zod 4 implements Standard Schema, which Mantine's resolver reads).
 */
export function zodFormValidate(schema: Parameters<typeof schemaResolver>[0]) {
  return schemaResolver(schema, { sync: true });
}

/**
 * Puts the server's `validationErrors` on the form's fields. `rename` maps a server field to the
 * form field when their names differ (the sign-up form's newPassword is the API's password).
 */
export function setServerErrors<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
  rename: Record<string, string> = {},
) {
  const { validationErrors } = describeFailure(error);
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validationErrors)) {
    fieldErrors[rename[field] ?? field] = message;
  }
  if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
}

/**
 * Runs a form's write. When it fails, the server's field errors land on the form (renamed as
 * `setServerErrors` does) and a flash says why: titled `failure`, or as `failure` words it; the
 * answer is false so the caller stops there.
 */
export async function writeOrFlash<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  write: () => Promise<unknown>,
  failure: string | ((error: unknown) => void),
  rename: Record<string, string> = {},
): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    setServerErrors(form, error, rename);
    if (typeof failure === 'string') flashFailure(failure, error);
    else failure(error);
    return false;
  }
}
