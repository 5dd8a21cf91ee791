import type { DbOrTx } from '@portal/db';
import { dollarsToCents } from '@portal/domain';
import type { z } from 'zod';
import { campaignWriterFor } from '../access/writer';
import { idempotent } from '../security/idempotency';
import { protectedProcedure } from '../trpc';
import { actorLabel, describeCreation } from './activities/notes';
import { recordActivity } from './data/activities';
import { historyTarget, type RecordKindNames } from './kind';

/** The columns a create sets itself: a draft of the writer's campaign, by the writer. */
export interface CreatedColumns {
  amountCents: number;
  status: 'draft';
  campaignId: number;
  governmentId: number;
  createdById: number;
}

/** How a kind is created: its body, where the record's fields sit in it, and how it is saved. */
export interface CreateRules<Input extends { campaignId: number }, RawInput, Payload, Row, Answer>
  extends Pick<RecordKindNames, 'name' | 'historyLink' | 'activityType'> {
  createInput: z.ZodType<Input, RawInput>;
  /** The record's fields in the body (`contribution`, `expenditure`). */
  payloadOf: (input: Input) => Payload & { amount: number };
  insert: (tx: DbOrTx, values: Omit<Payload, 'amount'> & CreatedColumns) => Promise<Row>;
  /** The answer for the saved row, read in the same transaction (contributions: their match). */
  answer: (tx: DbOrTx, row: Row, campaignName: string) => Promise<Answer>;
}

/**
 * `POST /{kind}/new`: always a draft, in the campaign the caller works for (a government admin
 * only in edit mode for it), recorded in the history in the same transaction.
 */
export const createProcedure = <
  Input extends { campaignId: number },
  RawInput,
  Payload,
  Row extends { id: number; governmentId: number; campaignId: number; amountCents: number },
  Answer,
>(
  kind: CreateRules<Input, RawInput, Payload, Row, Answer>,
) =>
  protectedProcedure.input(kind.createInput).mutation(
    idempotent(`${kind.name}.create`, async ({ ctx, input }) => {
      const { actor, campaign } = await campaignWriterFor(ctx, input.campaignId, kind.name);
      const { amount, ...fields } = kind.payloadOf(input as Input);
      return ctx.db.transaction(async (tx) => {
        const row = await kind.insert(tx, {
          ...fields,
          amountCents: dollarsToCents(amount),
          status: 'draft',
          campaignId: campaign.id,
          governmentId: campaign.governmentId,
          createdById: actor.userId,
        });
        const answer = await kind.answer(tx, row, campaign.name);
        await recordActivity(tx, {
          ...historyTarget(kind.historyLink, row),
          userId: actor.userId,
          onBehalfOfCampaignId: actor.onBehalfOfCampaignId,
          apiTokenId: actor.apiTokenId,
          activityType: kind.activityType,
          notes: describeCreation(
            actorLabel(actor, campaign.name),
            `${kind.name} #${row.id}`,
            amount,
          ),
        });
        return answer;
      });
    }),
  );
