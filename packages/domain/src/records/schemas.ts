import { z } from 'zod';
import { idSchema } from '../boundary/ids';
import { TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { oneOfMessage } from '../enums/options';
import { addFieldErrors, type FieldErrors } from '../forms/fields';
import type { RecordKind } from './kinds';
import { type ChoiceReader, payloadShape } from './shapes';

type Fields = Partial<Record<string, unknown>>;

/** The part of a kind's column (`kinds.ts`) the schemas read. */
export interface MoneyRecordSchemaKind<Kind extends RecordKind, Field extends string, Status> {
  kind: Kind;
  fields: readonly Field[];
  /** The payload's selects and their lists, whose labels the API reads too. */
  payloadLists: Partial<Record<Field, ChoiceReader>>;
  parseStatus: (value: unknown) => Status | null;
  statusNames: readonly string[];
}

/**
 * The schemas both kinds build the same way from their column and their rules: the payload shape
 * (types loose on purpose: the rules give the spec's messages for missing or out-of-range
 * values; a select's label becomes its stored value before the rules run), the full payload
 * (validated and normalised), the create input (`POST /{kind}s/new`: the payload plus its
 * campaign; the status always starts at draft and the acting user comes from the session, so
 * neither is read from the body) and the base of an update (`PUT /{kind}s/{id}`: only changed
 * fields plus a status read in any spelling the product uses, and the fields a kind adds to an
 * update). The server merges an update into the stored record and runs the rules on the result
 * before saving.
 */
export const moneyRecordSchemas = <
  Kind extends RecordKind,
  Field extends string,
  Status extends string,
  Payload,
  UpdateExtra extends z.ZodRawShape = Record<never, never>,
>(
  column: MoneyRecordSchemaKind<Kind, Field, Status>,
  rules: { validate: (record: Fields) => FieldErrors; normalise: (record: Fields) => Payload },
  updateExtra: UpdateExtra = {} as UpdateExtra,
) => {
  const shape = payloadShape(column.fields, column.payloadLists);
  const checkedByRules = (record: Fields, ctx: z.RefinementCtx) =>
    addFieldErrors(ctx, rules.validate(record));
  const payloadSchema = z.object(shape).superRefine(checkedByRules).transform(rules.normalise);
  const createInputSchema = z
    .object({
      ...shape,
      campaignId: idSchema,
      governmentId: idSchema.optional(),
      // Sent by the spec's clients as 'draft' and read by name only: a new record is a draft.
      status: z.unknown().optional(),
    })
    .superRefine(checkedByRules)
    .transform(
      // zod cannot see `campaignId` through the generic shape; the object schema above has it.
      (input) =>
        ({
          campaignId: (input as { campaignId: number }).campaignId,
          [column.kind]: rules.normalise(input),
        }) as { campaignId: number } & Record<Kind, Payload>,
    );
  const status = boundedText('Status', TEXT_LIMITS.code)
    .transform((value, ctx) => {
      const parsed = column.parseStatus(value);
      if (!parsed)
        ctx.addIssue({ code: 'custom', message: oneOfMessage('Status', column.statusNames) });
      return parsed ?? ('draft' as Status);
    })
    .optional();
  const updateInputSchema = z.object({ id: idSchema, ...shape, status, ...updateExtra });
  return { payloadShape: shape, payloadSchema, createInputSchema, updateInputSchema };
};
