import type { OperationDocs } from './operation';
import { accountOperations } from './operations-accounts';
import { alertOperationDocs } from './operations-alerts';
import { fileOperationDocs } from './operations-files';
import { paymentOperationDocs } from './operations-payments';
import { publicOperationDocs } from './operations-public';
import { recordOperationDocs } from './operations-records';

/**
 * Every REST route the document describes, filed by `METHOD /path`. A route registered without
 * an entry here fails the completeness test (apps/server/test/openapi.test.ts).
 */
export const REST_OPERATION_DOCS: OperationDocs = {
  ...accountOperations,
  ...recordOperationDocs,
  ...fileOperationDocs,
  ...publicOperationDocs,
  ...alertOperationDocs,
  ...paymentOperationDocs,
};
