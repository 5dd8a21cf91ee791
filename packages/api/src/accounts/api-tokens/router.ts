import { createTRPCRouter } from '../../trpc';
import { create } from './create';
import { list } from './list';
import { revoke } from './revoke';

/** Personal API tokens for scripts. */
export const apiTokensRouter = createTRPCRouter({ create, list, revoke });
