import { z } from 'zod';
import { publicProcedure } from '../trpc';

/** What the public map needs from the server's configuration, and nothing more. */
export const config = publicProcedure
  .output(z.object({ mapTileUrl: z.string().nullable() }))
  .query(({ ctx }) => ({ mapTileUrl: ctx.config.mapTileUrl ?? null }));
