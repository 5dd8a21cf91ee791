import { createTRPCRouter } from '../trpc';
import { retry } from './retry';
import { status } from './status';

export const geocodingRouter = createTRPCRouter({ status, retry });
