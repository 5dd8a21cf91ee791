import { notifications } from '@mantine/notifications';
import { describeFailure } from './failure';

/** Flash messages of spec section 8: a success variant and an error variant. */
export function flashSuccess(message: string) {
  notifications.show({ color: 'green', message, withBorder: true });
}

/** A neutral notice the spec does not name (e.g. an export with nothing in it). */
export function flashInfo(message: string) {
  notifications.show({ color: 'blue', message, withBorder: true });
}

export function flashError(message: string, detail?: string) {
  notifications.show({
    color: 'red',
    title: detail ? message : undefined,
    message: detail ?? message,
    withBorder: true,
  });
}

/**
 * A failed call as a flash. When the server answered, the spec's plain text (e.g. 'Signin Error')
 * is the flash and the server's reason is shown under it; when the call itself broke, the spec's
 * '{text} - {error}' form is used.
 */
export function flashFailure(text: string, error: unknown) {
  const failure = describeFailure(error);
  if (failure.answered) {
    flashError(text, failure.message);
  } else {
    flashError(`${text} - ${failure.message}`);
  }
}
