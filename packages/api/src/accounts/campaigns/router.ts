import { createTRPCRouter } from '../../trpc';
import { assume, stopAssuming } from './assume';
import { create } from './create';
import { list } from './list';
import { rename } from './rename';

export const campaignsRouter = createTRPCRouter({ list, create, rename, assume, stopAssuming });
