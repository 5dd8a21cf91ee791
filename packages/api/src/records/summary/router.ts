import { createTRPCRouter } from '../../trpc';
import { get } from './get';

export const summaryRouter = createTRPCRouter({ get });
