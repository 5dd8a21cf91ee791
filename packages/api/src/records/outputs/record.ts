import {
  CONTRIBUTION_PAYMENT_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_SUBTYPES,
  CONTRIBUTION_TYPES,
  CONTRIBUTOR_TYPES,
  EXPENDITURE_PURPOSES,
  EXPENDITURE_STATUSES,
  EXPENDITURE_SUBTYPES,
  EXPENDITURE_TYPES,
  EXPENSE_PAYMENT_METHODS,
  IN_KIND_TYPES,
  MATCH_STRENGTHS,
  OAE_TYPES,
  PAYEE_TYPES,
  PHONE_TYPES,
} from '@portal/domain';
import { z } from 'zod';

/** A moment: a `Date` inside the server, ISO 8601 UTC text on the wire. */
export const instant = z.date();
/** A calendar date in Pacific time, `YYYY-MM-DD`. */
export const calendarDate = z.iso.date();
const id = z.number().int().positive();
const text = z.string().nullable();
const named = z.object({ id, name: z.string() });

/** A file a comment or history line carries, and where it downloads from. */
export const attachmentOutput = z
  .object({ id, fileName: z.string(), sizeBytes: z.number().int().nonnegative() })
  .nullable();

/** One comment of a record (spec section 3, "comments"). */
export const recordCommentOutput = z.object({
  id,
  comment: z.string(),
  author: named.nullable(),
  createdAt: instant,
  attachment: attachmentOutput,
  attachmentPath: text,
});

/** What every money record carries, whatever its kind. */
const ownerShape = {
  id,
  governmentId: id,
  campaignId: id,
  createdById: id.nullable(),
  date: calendarDate,
  amount: z.number().describe('In dollars, two decimals at most.'),
  notes: text,
  version: z.number().int().positive().describe('Send it back (or as `If-Match`) to update.'),
  createdAt: instant,
  updatedAt: instant,
  submittedAt: instant.nullable(),
  campaign: named,
};

/** A contribution as the API answers it (spec section 3): money in dollars, with its campaign. */
export const contributionOutput = z.object({
  ...ownerShape,
  status: z.enum(CONTRIBUTION_STATUSES.values),
  type: z.enum(CONTRIBUTION_TYPES.values),
  subType: z.enum(CONTRIBUTION_SUBTYPES.values),
  contributorType: z.enum(CONTRIBUTOR_TYPES.values),
  oaeType: z.enum(OAE_TYPES.values),
  inKindType: z.enum(IN_KIND_TYPES.values).nullable(),
  inKindDescription: text,
  paymentMethod: z.enum(CONTRIBUTION_PAYMENT_METHODS.values).nullable(),
  checkNumber: text,
  firstName: text,
  middleInitial: text,
  lastName: text,
  name: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  email: text,
  phone: text,
  phoneType: z.enum(PHONE_TYPES.values).nullable(),
  occupation: text,
  occupationLetterDate: calendarDate.nullable(),
  employerName: text,
  employerCity: text,
  employerState: text,
  employerCountry: text,
  compliant: z.boolean().nullable(),
  matchAmount: z.number().nullable().describe('The public match in dollars, once decided.'),
  matchId: text,
  matchStrength: z.enum(MATCH_STRENGTHS.values).nullable(),
  matchInPortland: z.boolean().nullable(),
  batchId: text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** An expenditure as the API answers it (spec section 3). */
export const expenditureOutput = z.object({
  ...ownerShape,
  status: z.enum(EXPENDITURE_STATUSES.values),
  type: z.enum(EXPENDITURE_TYPES.values),
  subType: z.enum(EXPENDITURE_SUBTYPES.values),
  paymentMethod: z.enum(EXPENSE_PAYMENT_METHODS.values),
  checkNumber: text,
  purpose: z.enum(EXPENDITURE_PURPOSES.values).nullable(),
  payeeType: z.enum(PAYEE_TYPES.values),
  name: z.string(),
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  dateOriginalTransaction: calendarDate.nullable(),
  vendorForOriginalPurchase: text,
});

const withComments = <Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>) =>
  record.extend({ comments: z.array(recordCommentOutput) });

const listPage = <Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>) =>
  z.object({
    data: z.array(record.extend({ campaignName: z.string() })),
    total: z.number().int().nonnegative(),
    totalIsEstimate: z
      .boolean()
      .describe('True when `total` is the planner’s estimate of a very large list.'),
    page: z.number().int().nonnegative(),
    perPage: z.union([z.literal(50), z.literal(100), z.literal(150)]),
  });

const syncPage = <Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>) =>
  z.object({
    data: z.array(record.extend({ campaignName: z.string() })),
    nextCursor: z
      .string()
      .nullable()
      .describe('Send it as `cursor` for the next page; null after the last page.'),
  });

/** `GET /contributions/{id}`: the record with its comments, oldest first. */
export const contributionReadOutput = withComments(contributionOutput);
export const expenditureReadOutput = withComments(expenditureOutput);
/** `POST /contributions`: one page of the list and the total. */
export const contributionListOutput = listPage(contributionOutput);
export const expenditureListOutput = listPage(expenditureOutput);
/** `GET /contributions`: one page of the rows changed, in the order they last changed. */
export const contributionSyncOutput = syncPage(contributionOutput);
export const expenditureSyncOutput = syncPage(expenditureOutput);

/** `POST /contributions` with `format: "xml"`: the ORESTAR documents, 2,000 transactions each. */
export const orestarDocumentsOutput = z.object({
  documents: z.array(z.object({ fileName: z.string(), xml: z.string() })),
});
