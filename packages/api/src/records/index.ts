/**
 * The records module: one set of procedure factories that the contributions and expenditures
 * routers instantiate with their kind's configuration (`<kinds>/kind.ts`), and what the server's
 * REST adapters take from records (bulk upload, export file names).
 */

export * from './comment';
export { BULK_IMPORT_FAILED, type BulkImportResult } from './contributions/bulk-import';
export * from './create';
export { type NewActivity, recordActivity } from './data/activities';
export * from './export-csv';
export * from './export-xml';
export { bulkContributionsTemplate, exportFileName } from './exports';
export * from './get';
export * from './kind';
export * from './list';
export * from './outputs';
export * from './procedure';
export * from './procedures';
export * from './update';
