export {
  type ExternalFilingsImportOptions,
  type ExternalFilingsImportProgress,
  type ExternalFilingsImportResult,
  importExternalFilings,
  type UnknownCommittee,
} from './import';
