import { createTRPCRouter } from '../../trpc';
import { recordProcedures } from '..';
import { expenditureKind } from './kind';

/** Expenditures have the procedures every money record has, and none of their own. */
export const expendituresRouter = createTRPCRouter(recordProcedures(expenditureKind));
