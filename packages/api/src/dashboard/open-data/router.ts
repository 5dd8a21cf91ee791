import { createTRPCRouter } from '../../trpc';
import { campaigns } from './campaigns';
import { contributions } from './contributions';
import { freshness } from './freshness';

/** Downloads of the public dashboard's data: public, rate limited, conditional. */
export const openDataRouter = createTRPCRouter({ freshness, campaigns, contributions });
