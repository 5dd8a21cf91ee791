import { createTRPCRouter } from '../../trpc';
import { attachment } from './attachment';
import { list } from './list';

export const activitiesRouter = createTRPCRouter({ list, attachment });
