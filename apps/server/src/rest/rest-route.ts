import { createCaller, toHttpError } from '@portal/api';
import {
  BOUNDARY_MESSAGES,
  DOCUMENTED_EXTRA_KEYS,
  DomainError,
  unknownKeyMessage,
} from '@portal/domain';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBodyShape } from '../plugins/error-handler';
import type { RequestContextFactory } from '../request-context';
import { refusedAttemptHeaders, throttledAttempt } from '../throttling';

export type Caller = ReturnType<typeof createCaller>;

/** One documented REST call (spec section 7) and the procedure that answers it. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The status the spec documents for success. */
  successStatus: 200 | 201 | 204;
  call: (caller: Caller, request: FastifyRequest) => Promise<unknown>;
  /** Shapes the success body when it is not the procedure's result itself. */
  respond?: (result: unknown) => unknown;
  /** Query parameters the route reads; any other is refused (400 naming it). */
  query?: readonly string[];
}

type HttpMethod = RestRoute['method'];

/**
 * One route as the spec writes it: `restRoute('POST /users/login', 204, call)`. `respond` shapes
 * the success body when it is not the procedure's result itself.
 */
export function restRoute(
  endpoint: `${HttpMethod} /${string}`,
  successStatus: RestRoute['successStatus'],
  call: RestRoute['call'],
  respond?: RestRoute['respond'],
): RestRoute {
  const [method, url] = endpoint.split(' ') as [HttpMethod, string];
  return { method, url, successStatus, call, ...(respond ? { respond } : {}) };
}

/**
 * A call of the procedure `router.name` with the input `inputOf` reads from the request. The
 * input's type is only claimed here: the procedure's own schema checks it, as it does for tRPC.
 */
export const callProcedure =
  <Router extends keyof Caller>(
    router: Router,
    name: keyof Caller[Router],
    inputOf: (request: FastifyRequest) => unknown,
  ): RestRoute['call'] =>
  async (caller, request) => {
    const procedure = caller[router][name] as unknown as (input: unknown) => Promise<unknown>;
    return procedure(await inputOf(request));
  };

/** A call of `router.name` with the JSON body as its whole input. */
export const fromBody = <Router extends keyof Caller>(router: Router, name: keyof Caller[Router]) =>
  callProcedure(router, name, bodyOf);

/** A call of `router.name` with the path's `:id` as `{ id }`. */
export const fromIdParam = <Router extends keyof Caller>(
  router: Router,
  name: keyof Caller[Router],
) => callProcedure(router, name, (request) => ({ id: numericParam(request, 'id') }));

/**
 * The request body as the procedure's input type. Only its shape is checked here: a body that is
 * there must be a JSON object (not null, an array, a number or text), else it is a 400 rather
 * than an empty change. The procedure validates the fields with the domain schema.
 */
export function bodyOf<Input>(request: FastifyRequest): Input {
  const { body } = request;
  if (body === undefined) return {} as Input;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new DomainError('INVALID_INPUT', BOUNDARY_MESSAGES.notAnObject);
  return body as Input;
}

/** A numeric path parameter; anything else becomes NaN, which the procedure's schema rejects. */
export function numericParam(request: FastifyRequest, name: string): number {
  const params = request.params as Record<string, string | undefined>;
  const value = params[name];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Refuses a query parameter the route does not read (400 naming it), as a procedure refuses a
 * body key it does not read: a script's `?campaignID=1` must not be answered as if it were absent.
 */
export function refuseUnknownQuery(request: FastifyRequest, reads: readonly string[] = []): void {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(query).find((key) => !reads.includes(key));
  if (unknown !== undefined) refuseUnknownName(unknown, reads);
}

/**
 * Refuses the first multipart text field the route does not read (400 naming it); the spec's
 * `currentUserId` is read by name and ignored, as in JSON bodies.
 */
export function refuseUnknownFormFields(names: Iterable<string>, reads: readonly string[]): void {
  for (const name of names)
    if (!reads.includes(name) && !DOCUMENTED_EXTRA_KEYS.includes(name))
      refuseUnknownName(name, reads);
}

function refuseUnknownName(unknown: string, reads: readonly string[]): never {
  const suggestion = reads.find((key) => key.toLowerCase() === unknown.toLowerCase()) ?? null;
  const message = unknownKeyMessage({ path: [unknown], suggestion });
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: Object.assign(new Error(message), { issues: [{ path: [unknown], message }] }),
  });
}

/**
 * Answers a procedure's client error with its status and message (plus Retry-After when a sign-in
 * or an API token is throttled, or password hashing is busy: a 503 that says when to come back);
 * other server errors are rethrown for the app's error handler, which logs them and hides their
 * details. Every REST adapter answers errors through here; `shape` adds the fields a route's
 * failures carry besides `message` and `validationErrors`.
 */
export function sendClientError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  shape: ErrorBodyShape = (body) => body,
): FastifyReply {
  const { status, body } = toHttpError(error);
  const retryAfterSeconds = throttledAttempt(request, error);
  if (status >= 500 && retryAfterSeconds === null) throw error;
  if (retryAfterSeconds !== null)
    reply.header('retry-after', String(retryAfterSeconds)).headers(refusedAttemptHeaders([error]));
  return reply.code(status).send(shape(body));
}

/**
 * Registers thin adapters: build the same context as tRPC, call the procedure, answer with the
 * documented status. Client errors keep the procedure's message (and validationErrors); server
 * errors go to the app's error handler, which logs them and hides their details.
 */
export function registerRestRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
  routes: readonly RestRoute[],
): void {
  for (const route of routes) {
    fastify.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        let result: unknown;
        try {
          refuseUnknownQuery(request, route.query);
          const caller = createCaller(await createRequestContext(request, reply));
          result = await route.call(caller, request);
        } catch (error) {
          return sendClientError(request, reply, error);
        }
        reply.code(route.successStatus);
        if (route.successStatus === 204) return reply.send();
        return reply.send(route.respond ? route.respond(result) : result);
      },
    });
  }
}
