import { z } from 'zod';
import { campaignStatements } from '../data/statements';
import { statementSummaryOutput } from '../outputs';
import { campaignPaymentsProcedure } from '../procedures';

/** The campaign's statements: one per approved run that paid or held back its matches. */
export const list = campaignPaymentsProcedure
  .output(z.array(statementSummaryOutput))
  .query(({ ctx }) => campaignStatements(ctx.db, ctx.campaign.id));
