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
