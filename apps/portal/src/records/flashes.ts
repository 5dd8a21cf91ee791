import { describeFailure } from '../lib/failure';
import { flashError } from '../lib/flash';

/** Invalid save: each validation message as its own error flash (spec section 8). */
export function flashValidationErrors(errors: Record<string, unknown>) {
  const messages = new Set(Object.values(errors).filter((value) => typeof value === 'string'));
  for (const message of messages) flashError(message as string);
}

/** 'Error - {message}' for a failed create or update (spec section 8). */
export function flashSaveFailure(error: unknown) {
  flashError(`Error - ${describeFailure(error).message}`);
}

/**
 * Calls the spec judges by their status (spec section 8: expenditure create, choosing a match)
 * read 'Error - {status} status returned' when refused; the server's reason says what to fix, so
 * it is the flash's body. A call that broke before any answer reads 'Error - {error}'.
 */
export function flashStatusFailure(error: unknown) {
  const failure = describeFailure(error);
  if (failure.httpStatus === undefined) {
    flashSaveFailure(error);
    return;
  }
  flashError(`Error - ${failure.httpStatus} status returned`, failure.message);
}

export const flashExpenditureCreateFailure = flashStatusFailure;
