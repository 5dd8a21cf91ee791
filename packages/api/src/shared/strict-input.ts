import { firstUnknownKey, unknownKeyMessage } from '@portal/domain';
import { TRPCError } from '@trpc/server';

/** Every procedure's input schemas by path, read once from the router the app serves. */
const inputSchemasByPath = new Map<string, readonly unknown[]>();

/** A built router: at run time `_def.procedures` holds every procedure by its full path. */
interface RouterWithProcedures {
  _def: { procedures: object };
}

type ProcedureWithInputs = { _def: { inputs?: readonly unknown[] } };

/**
 * Makes every input of `router` strict: a key that none of a procedure's input schemas reads is
 * refused by the input boundary (`trpc.ts`), over tRPC and the REST adapters alike. One
 * mechanism for every schema, so no schema has to remember to be strict.
 */
export function registerStrictInputs(router: RouterWithProcedures): void {
  const procedures = Object.entries(router._def.procedures) as [string, ProcedureWithInputs][];
  for (const [path, procedure] of procedures)
    inputSchemasByPath.set(path, procedure._def.inputs ?? []);
}

/** The BAD_REQUEST naming the first key the procedure at `path` does not read, or null. */
export function unknownKeyRefusal(path: string, rawInput: unknown): TRPCError | null {
  const schemas = inputSchemasByPath.get(path);
  if (!schemas) return null;
  const unknown = firstUnknownKey(schemas, rawInput);
  if (!unknown) return null;
  const message = unknownKeyMessage(unknown);
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    // Shaped like a validation error, so the key gets the message in validationErrors.
    cause: Object.assign(new Error(message), { issues: [{ path: unknown.path, message }] }),
  });
}
