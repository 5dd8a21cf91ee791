import { runWithLines } from '../data/runs';
import { runOutput } from '../outputs';
import { paymentRunProcedure } from '../procedures';

/** A run with its line per campaign: matched, held back by reason, offsets, cap left, amount. */
export const get = paymentRunProcedure
  .output(runOutput)
  .query(({ ctx }) => runWithLines(ctx.db, ctx.run));
