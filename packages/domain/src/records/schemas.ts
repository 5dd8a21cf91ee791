import { z } from 'zod';
import { idSchema } from '../boundary/ids';
import { TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { oneOfMessage } from '../enums/options';
import { addFieldErrors, type FieldErrors } from '../forms/fields';
import type { RecordKind } from './read-only';

type Fields = Partial<Record<string, unknown>>;

/** What a kind gives the shared schemas: its payload shape, its rules and its statuses. */
export interface MoneyRecordSchemaConfig<
  Kind extends RecordKind,
  Shape extends z.ZodRawShape,
  Payload,
  Status extends string,
> {
  kind: Kind;
  payloadShape: Shape;
  validate: (record: Fields) => FieldErrors;
  normalise: (record: Fields) => Payload;
  parseStatus: (value: unknown) => Status | null;
  /** The statuses as the refusal lists them: 'Status must be one of: ...'. */
  statusNames: readonly string[];
}

/**
 * The schemas both kinds build the same way: the full payload (validated and normalised), the
 * create input (`POST /{kind}s/new`: the payload plus its campaign; the status always starts at
 * draft and the acting user comes from the session, so neither is read from the body) and the
 * status an update may carry, read in any spelling the product uses.
 */
export const moneyRecordSchemas = <
  Kind extends RecordKind,
  Shape extends z.ZodRawShape,
  Payload,
  Status extends string,
>(
  config: MoneyRecordSchemaConfig<Kind, Shape, Payload, Status>,
) => {
  const checkedByRules = (record: Fields, ctx: z.RefinementCtx) =>
    addFieldErrors(ctx, config.validate(record));
  const payloadSchema = z
    .object(config.payloadShape)
    .superRefine(checkedByRules)
    .transform(config.normalise);
  const createInputSchema = z
    .object({ ...config.payloadShape, campaignId: idSchema, governmentId: idSchema.optional() })
    .superRefine(checkedByRules)
    .transform(
      // zod cannot see `campaignId` through the generic shape; the object schema above has it.
      (input) =>
        ({
          campaignId: (input as { campaignId: number }).campaignId,
          [config.kind]: config.normalise(input),
        }) as { campaignId: number } & Record<Kind, Payload>,
    );
  const statusInput = boundedText('Status', TEXT_LIMITS.code)
    .transform((value, ctx) => {
      const status = config.parseStatus(value);
      if (!status)
        ctx.addIssue({ code: 'custom', message: oneOfMessage('Status', config.statusNames) });
      return status ?? ('draft' as Status);
    })
    .optional();
  return { payloadSchema, createInputSchema, statusInput };
};
