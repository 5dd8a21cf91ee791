import { createTRPCRouter } from '../../trpc';
import { records } from './records';

export const searchRouter = createTRPCRouter({ records });
