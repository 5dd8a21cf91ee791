import { z } from 'zod';
import { idSchema } from '../boundary/ids';
import { MAX_AMOUNT_CENTS } from '../boundary/limits';
import { isCalendarDate } from '../dates/calendar';
import { OFFICES } from '../enums/places';

export const PAYMENT_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  electionNameRequired: 'Election name is required',
  electionNameTooLong: 'Election name must be at most 120 characters',
  contributionsFromAfterElection: 'Contributions must count from a date before the election',
  capInvalid: 'The cap must be a whole number of cents from 0 to 1,000,000,000',
  thresholdInvalid: 'The threshold must be a whole number from 1 to 100,000',
  officeRepeated: 'Each office may appear only once',
  officesRequired: 'Give the cap and threshold of at least one office',
  paymentDateOutsideElection: 'Payment dates must fall on or before the election date',
  paymentDateRepeated: 'Each payment date may appear only once',
  referenceTooLong: 'At most 60 characters',
  noProgramme: 'No election of this government has opened its contributions by the cut-off date',
  runNotFound: 'Payment run not found',
  runAlreadyApproved: 'This payment run is already approved',
  runMatchesTaken:
    'Another approved payment run has paid some of this run’s matches; open a new run',
  runMatchesChanged:
    'A match of this run changed since it was opened (compliance, status or amount); open a new run',
  runOutdated: 'Another payment run was approved after this one was opened; open a new run',
  paymentFileNeedsApproval: 'Only an approved payment run has a payment file',
  onlyDraftsDeleted: 'Only a draft payment run can be deleted',
  noStatement: 'This payment run has no statement for the campaign',
  statementForbidden: 'You may only read the statements of your own campaign',
} as const;

/** A calendar date as YYYY-MM-DD (business dates are America/Los_Angeles days). */
export const paymentDateSchema = z
  .string({ error: PAYMENT_MESSAGES.dateInvalid })
  .refine(isCalendarDate, { error: PAYMENT_MESSAGES.dateInvalid });

const centsSchema = z
  .number({ error: PAYMENT_MESSAGES.capInvalid })
  .int({ error: PAYMENT_MESSAGES.capInvalid })
  .min(0, { error: PAYMENT_MESSAGES.capInvalid })
  .max(MAX_AMOUNT_CENTS, { error: PAYMENT_MESSAGES.capInvalid });

/** One office's rule in an election: its public-funds cap and qualification threshold. */
export const officeRuleSchema = z.object({
  office: z.enum(OFFICES),
  capCents: centsSchema,
  qualifyingContributions: z
    .number({ error: PAYMENT_MESSAGES.thresholdInvalid })
    .int({ error: PAYMENT_MESSAGES.thresholdInvalid })
    .min(1, { error: PAYMENT_MESSAGES.thresholdInvalid })
    .max(100_000, { error: PAYMENT_MESSAGES.thresholdInvalid }),
});
export type OfficeRule = z.infer<typeof officeRuleSchema>;

/** What a government admin edits: one election's programme settings. */
export const programmeSettingsInputSchema = z
  .object({
    governmentId: idSchema,
    /** Absent to add a new election; an id to change that one. */
    programmeId: idSchema.optional(),
    electionName: z
      .string({ error: PAYMENT_MESSAGES.electionNameRequired })
      .trim()
      .min(1, { error: PAYMENT_MESSAGES.electionNameRequired })
      .max(120, { error: PAYMENT_MESSAGES.electionNameTooLong }),
    /** Gifts dated from this day count for this election. */
    contributionsFrom: paymentDateSchema,
    electionDate: paymentDateSchema,
    offices: z.array(officeRuleSchema).min(1, { error: PAYMENT_MESSAGES.officesRequired }).max(20),
    paymentDates: z.array(paymentDateSchema).max(50),
  })
  .superRefine((value, context) => {
    if (value.contributionsFrom >= value.electionDate)
      context.addIssue({
        code: 'custom',
        path: ['contributionsFrom'],
        message: PAYMENT_MESSAGES.contributionsFromAfterElection,
      });
    const offices = value.offices.map((rule) => rule.office);
    offices.forEach((office, index) => {
      if (offices.indexOf(office) !== index)
        context.addIssue({
          code: 'custom',
          path: ['offices', index, 'office'],
          message: PAYMENT_MESSAGES.officeRepeated,
        });
    });
    value.paymentDates.forEach((date, index) => {
      if (date > value.electionDate)
        context.addIssue({
          code: 'custom',
          path: ['paymentDates', index],
          message: PAYMENT_MESSAGES.paymentDateOutsideElection,
        });
      if (value.paymentDates.indexOf(date) !== index)
        context.addIssue({
          code: 'custom',
          path: ['paymentDates', index],
          message: PAYMENT_MESSAGES.paymentDateRepeated,
        });
    });
  });
export type ProgrammeSettingsInput = z.infer<typeof programmeSettingsInputSchema>;

/** Opening a run: REST `POST /payment-runs` reads the same body. */
export const openPaymentRunInputSchema = z.object({
  governmentId: idSchema,
  cutoffDate: paymentDateSchema,
});

export const paymentRunIdInputSchema = z.object({ runId: idSchema });

const referenceSchema = z.string().trim().max(60, { error: PAYMENT_MESSAGES.referenceTooLong });

/** Where the treasury sends a campaign's money. */
export const campaignPayeeInputSchema = z.object({
  campaignId: idSchema,
  committeeId: referenceSchema,
  payeeReference: referenceSchema,
});

export const HOLD_BACK_REASONS = [
  'not_qualified',
  'out_of_compliance',
  'pending_review',
  'cap_reached',
] as const;
export type HoldBackReason = (typeof HOLD_BACK_REASONS)[number];

/** The words a statement and the run's review show for each reason. */
export const HOLD_BACK_REASON_LABELS: Record<HoldBackReason, string> = {
  not_qualified: 'Not yet qualified',
  out_of_compliance: 'Out of compliance',
  pending_review: 'Match pending review',
  cap_reached: 'Cap reached',
};

export const OFFSET_REASONS = ['out_of_compliance', 'refunded', 'amended_downward'] as const;
export type OffsetReason = (typeof OFFSET_REASONS)[number];

export const OFFSET_REASON_LABELS: Record<OffsetReason, string> = {
  out_of_compliance: 'Found out of compliance after payment',
  refunded: 'Refunded after payment',
  amended_downward: 'Amended downward after payment',
};

export const PAYMENT_RUN_STATUSES = ['draft', 'approved'] as const;
export type PaymentRunStatus = (typeof PAYMENT_RUN_STATUSES)[number];
