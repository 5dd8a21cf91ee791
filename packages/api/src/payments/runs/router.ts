import { createTRPCRouter } from '../../trpc';
import { approve } from './approve';
import { remove } from './delete';
import { get } from './get';
import { list } from './list';
import { open } from './open';

export const paymentRunsRouter = createTRPCRouter({ open, list, get, approve, delete: remove });
