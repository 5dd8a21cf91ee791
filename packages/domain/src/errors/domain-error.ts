/**
 * Codes for rule violations raised by domain code. The API maps each code to one HTTP/tRPC
 * status in a single place, so handlers never throw bare errors.
 */
export const DOMAIN_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_INPUT',
  'INVALID_TRANSITION',
  'TOO_MANY_REQUESTS',
  'PRECONDITION_FAILED',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
