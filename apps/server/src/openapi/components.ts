import type { HttpError } from '@portal/api';
import { z } from 'zod';
import { SESSION_COOKIE } from '../session-cookie';
import { type JsonSchema, jsonSchemaOf } from './json-schema';

/** Every client error of every REST adapter has this body (`toHttpError`). */
const errorBody = z.looseObject({
  message: z.string().describe('What went wrong, in words a user can be shown.'),
  validationErrors: z
    .record(z.string(), z.string())
    .optional()
    .describe('For a refused input: field name -> the first message for that field.'),
}) satisfies z.ZodType<HttpError['body']>;

/** The error statuses the adapters answer, each with what it means here. */
export const ERROR_RESPONSES = {
  400: ['BadRequest', 'The input was refused; `message` and `validationErrors` name the field.'],
  401: ['Unauthorized', 'No valid session cookie or API token; sign in first.'],
  403: ['Forbidden', "The caller's role may not do this."],
  404: ['NotFound', 'No such record, or one the caller may not know exists.'],
  409: [
    'Conflict',
    'The record changed since it was read, the value is already taken, or work that must not overlap (an import) is under way.',
  ],
  412: ['PreconditionFailed', 'The `If-Match` version is not the current one.'],
  413: [
    'ContentTooLarge',
    'The body is larger than the route accepts; nothing was read or changed.',
  ],
  415: [
    'UnsupportedMediaType',
    'The body is not of a type the route reads (JSON, or multipart for files).',
  ],
  422: ['UnprocessableContent', 'The status change is not allowed from the current status.'],
  429: [
    'TooManyRequests',
    'Too many attempts or calls (per client address, account or API token); wait the `Retry-After` seconds.',
  ],
  503: [
    'ServiceUnavailable',
    'The database cannot be reached, or the server is busy checking other passwords; nothing was changed, try again.',
  ],
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

const errorResponse = (status: ErrorStatus): JsonSchema => ({
  description: ERROR_RESPONSES[status][1],
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  ...(status === 429 || status === 503
    ? {
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before trying again (always sent with 429 and 503).',
            schema: { type: 'integer', minimum: 1 },
          },
        },
      }
    : {}),
});

export const errorResponseRef = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}`,
});

/** Signed-in calls accept the session cookie or, for scripts, an API token. */
export const SIGNED_IN_SECURITY = [{ sessionCookie: [] }, { bearerAuth: [] }];

export const components = () => ({
  schemas: { Error: jsonSchemaOf(errorBody, 'output') },
  responses: Object.fromEntries(
    (Object.keys(ERROR_RESPONSES) as unknown as ErrorStatus[]).map((status) => [
      ERROR_RESPONSES[status][0],
      errorResponse(Number(status) as ErrorStatus),
    ]),
  ),
  securitySchemes: {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description: 'The session cookie `POST /users/login` sets (HttpOnly, SameSite=Lax).',
    },
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A personal API token created in Settings, sent as `Authorization: Bearer <token>`.',
    },
  },
});
