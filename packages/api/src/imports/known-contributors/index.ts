export { type BadRow, MAX_REPORTED_BAD_ROWS } from '../csv/bad-rows';
export { fileSourceSchema, type KnownContributorsSource } from '../csv/csv-records';
export {
  importKnownContributors,
  type KnownContributorsImportOptions,
  type KnownContributorsImportProgress,
  type KnownContributorsImportResult,
} from './import';
