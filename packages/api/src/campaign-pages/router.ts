import { createTRPCRouter } from '../trpc';
import { compare } from './compare';
import { download } from './download';
import { get } from './get';

/** The public page of each campaign and their comparison: no sign-in, outputs by schema. */
export const campaignPagesRouter = createTRPCRouter({ get, compare, download });
