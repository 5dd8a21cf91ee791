import { centsToDollars } from '@portal/domain';
import { z } from 'zod';
import {
  assertAdministersGovernment,
  governmentIdInputSchema,
} from '../../access/government-admin';
import { governmentAdminProcedure } from '../../trpc';
import { listCampaignsWithTotals } from '../data/campaigns';
import { campaignRowOutput } from './outputs';

/** `POST /campaigns`: the government's campaigns for the Campaigns table (spec section 2). */
export const list = governmentAdminProcedure
  .input(governmentIdInputSchema)
  .output(z.array(campaignRowOutput))
  .query(async ({ ctx, input }) => {
    assertAdministersGovernment(ctx.user.permissions, input.governmentId);
    const rows = await listCampaignsWithTotals(ctx.db, input.governmentId);
    return rows.map((row) => ({
      ...row,
      inKindTotal: centsToDollars(row.inKindTotalCents),
      matched: centsToDollars(row.matchedCents),
    }));
  });
