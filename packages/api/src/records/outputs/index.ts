/**
 * What the record calls answer, as zod schemas: the REST document describes its answers with
 * them (apps/server/src/openapi/output-conformance.ts checks at compile time that they accept
 * what the procedures return).
 */

export * from './history';
export * from './record';
