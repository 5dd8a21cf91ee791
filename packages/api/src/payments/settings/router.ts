import { createTRPCRouter } from '../../trpc';
import { list } from './list';
import { save } from './save';

export const paymentSettingsRouter = createTRPCRouter({ list, save });
