import { isTRPCClientError } from '@trpc/client';

/** What the portal needs to know about a failed call. */
export interface Failure {
  /** True when the server answered (a rule said no); false for network faults and crashes. */
  answered: boolean;
  /** tRPC error code such as 'UNAUTHORIZED' or 'NOT_FOUND', when the server answered. */
  code: string | undefined;
  /** The HTTP status of the answer, when the server answered. */
  httpStatus: number | undefined;
  message: string;
  /** Field -> first message, from the server's error formatter. */
  validationErrors: Record<string, string>;
}

interface ErrorData {
  code?: string;
  httpStatus?: number;
  validationErrors?: Record<string, string>;
}

export function describeFailure(error: unknown): Failure {
  if (isTRPCClientError(error)) {
    const data = error.data as ErrorData | null | undefined;
    return {
      answered: data?.code !== undefined,
      code: data?.code,
      httpStatus: data?.httpStatus,
      message: error.message,
      validationErrors: data?.validationErrors ?? {},
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { answered: false, code: undefined, httpStatus: undefined, message, validationErrors: {} };
}

export const SESSION_EXPIRED_CODE = 'UNAUTHORIZED';
