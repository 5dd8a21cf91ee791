import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** A modal's closing row: Cancel, then the modal's own action button(s), at the right. */
export function ModalActions(props: {
  close: () => void;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.close}>
        {props.cancelLabel ?? 'Cancel'}
      </Button>
      {props.children}
    </Group>
  );
}

/** What a modal that is one form is given: its submit, its close and its submit button. */
export interface ModalFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  close: () => void;
  /** The submit button's label, named for what the form does. */
  submitLabel: string;
  submitting: boolean;
  /** Submit stays disabled until the form is valid, where the modal asks for that. */
  canSubmit?: boolean;
  /** Red for a submit that marks something wrong. */
  color?: string;
  /** The form's own validation speaks instead of the browser's. */
  noValidate?: boolean;
}

/** A modal that is one form: its inputs in a column, then Cancel and the form's submit button. */
export function ModalForm(props: ModalFormProps & { children: ReactNode }) {
  return (
    <form onSubmit={props.onSubmit} noValidate={props.noValidate}>
      <Stack>
        {props.children}
        <ModalActions close={props.close}>
          <Button
            type="submit"
            color={props.color}
            disabled={props.canSubmit === false}
            loading={props.submitting}
          >
            {props.submitLabel}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}
