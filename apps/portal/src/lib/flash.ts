import { notifications } from '@mantine/notifications';
import { describeFailure } from './failure';

/**
 * Long enough to read a sentence at a slow pace (WCAG 2.2.1 asks that timed text can be read);
 * hovering or focusing a flash also pauses it.
 */
export const NOTICE_READING_MS = 10_000;

// Notices are polite status messages; errors interrupt (role alert) and stay until dismissed.
const notice = { role: 'status', autoClose: NOTICE_READING_MS, withBorder: true } as const;

/** Flash messages of spec section 8: a success variant and an error variant. */
export function flashSuccess(message: string) {
  notifications.show({ ...notice, color: 'green', message });
}

/** A neutral notice the spec does not name (e.g. an export with nothing in it). */
export function flashInfo(message: string) {
  notifications.show({ ...notice, color: 'blue', message });
}

export function flashError(message: string, detail?: string) {
  notifications.show({
    color: 'red',
    role: 'alert',
    autoClose: false,
    title: detail ? message : undefined,
    message: detail ?? message,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss' },
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

/** Runs `work`; when it fails, flashes `failureTitle` with the reason. Answers whether it ran. */
export async function ranOrFlashed(work: () => Promise<unknown>, failureTitle: string) {
  try {
    await work();
    return true;
  } catch (error) {
    flashFailure(failureTitle, error);
    return false;
  }
}
