import { type UseFormReturnType, useForm } from '@mantine/form';
import { type QueryFilters, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flashSuccess } from '../lib/flash';
import { writeOrFlash, zodFormValidate } from '../lib/forms';
import type { ModalFormProps } from './ModalActions';

/** A form's submit that keeps its button busy while `work` runs, however it ends. */
export function useBusySubmit<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  work: (values: Values) => Promise<void>,
) {
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      await work(values);
    } finally {
      setSubmitting(false);
    }
  });
  return { onSubmit, submitting };
}

/**
 * The form of a modal that writes one thing, checked by the domain's schema as each field is
 * left, and the props of its `ModalForm`. Its submit writes, refreshes the lists the write changed, says it worked and closes; or
 * keeps the modal open with the failure on the form and in a flash.
 */
export function useModalForm<Values extends Record<string, unknown>>(
  close: () => void,
  options: {
    initialValues: Values;
    schema: Parameters<typeof zodFormValidate>[0];
    write: (values: Values) => Promise<unknown>;
    refresh: QueryFilters;
    /** The flash titles (spec section 2). */
    failure: string;
    success: string;
  },
) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: zodFormValidate(options.schema),
    validateInputOnBlur: true,
  });
  const { onSubmit, submitting } = useBusySubmit(form, async (values) => {
    if (!(await writeOrFlash(form, () => options.write(values), options.failure))) return;
    await queryClient.invalidateQueries(options.refresh);
    flashSuccess(options.success);
    close();
  });
  const frame: Omit<ModalFormProps, 'submitLabel'> = {
    onSubmit,
    close,
    submitting,
    canSubmit: form.isValid(),
    noValidate: true,
  };
  return { form, frame };
}
