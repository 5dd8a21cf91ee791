import { z } from 'zod';

/**
 * The public payment record's row: the CSV columns (in this order), the JSON fields, the data
 * dictionary and the OpenAPI document all read it. It names campaigns and amounts, never a donor.
 */
export const openDataPaymentSchema = z.object({
  runId: z.number().int().describe('The payment run that paid the money.'),
  paidOn: z.iso.date().describe('The day the run was approved for payment (Pacific time).'),
  campaignId: z.number().int().describe('The campaign, as the dashboard names it.'),
  campaignName: z.string().describe("The campaign's name."),
  officeSought: z.string().describe('The office the campaign runs for.'),
  amount: z
    .number()
    .multipleOf(0.01)
    .describe('Public funds the run sent the campaign, in dollars (net of offsets owed back).'),
});
export type OpenDataPaymentRow = z.output<typeof openDataPaymentSchema>;
