import { createTRPCRouter } from '../../trpc';
import { get } from './get';
import { list } from './list';

export const paymentStatementsRouter = createTRPCRouter({ list, get });
