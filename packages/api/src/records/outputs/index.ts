/**
 * What the record calls answer, as zod schemas: the REST document describes its answers with
 * them, and `test/records/output-conformance.ts` checks at compile time that they accept what the
 * procedures return.
 */

export * from './history';
export * from './record';
