import {
  CONTRIBUTION_FIELDS,
  CONTRIBUTION_MESSAGES,
  CONTRIBUTION_TEXT_LIMITS,
} from '../contributions/fields';
import {
  allowedContributionSubtypes,
  CONTRIBUTION_PAYMENT_METHODS,
  CONTRIBUTION_SUBTYPES,
  CONTRIBUTION_TYPES,
  CONTRIBUTOR_TYPES,
  IN_KIND_TYPES,
  OAE_TYPES,
  PHONE_TYPES,
} from '../enums/contributions';
import {
  allowedExpenditureSubtypes,
  EXPENDITURE_PURPOSES,
  EXPENDITURE_SUBTYPES,
  EXPENDITURE_TYPES,
  EXPENSE_PAYMENT_METHODS,
  PAYEE_TYPES,
} from '../enums/expenditures';
import { MATCH_STRENGTHS } from '../enums/matching';
import {
  CONTRIBUTION_STATUS_NAMES,
  EXPENDITURE_STATUS_NAMES,
  parseContributionStatus,
  parseExpenditureStatus,
} from '../enums/statuses';
import {
  EXPENDITURE_FIELDS,
  EXPENDITURE_MESSAGES,
  EXPENDITURE_TEXT_LIMITS,
} from '../expenditures/fields';

export type RecordKind = 'contribution' | 'expenditure';
/** A kind's records together: the tRPC router, the REST path and the export files are named so. */
export type RecordCollection = `${RecordKind}s`;

const CONTRIBUTION_PAYLOAD_LISTS = {
  type: CONTRIBUTION_TYPES,
  subType: CONTRIBUTION_SUBTYPES,
  contributorType: CONTRIBUTOR_TYPES,
  oaeType: OAE_TYPES,
  paymentMethod: CONTRIBUTION_PAYMENT_METHODS,
  phoneType: PHONE_TYPES,
} as const;

const EXPENDITURE_PAYLOAD_LISTS = {
  type: EXPENDITURE_TYPES,
  subType: EXPENDITURE_SUBTYPES,
  paymentMethod: EXPENSE_PAYMENT_METHODS,
  purpose: EXPENDITURE_PURPOSES,
  payeeType: PAYEE_TYPES,
} as const;

/**
 * The two kinds of money record side by side: one row per property the shared code reads, one
 * column per kind. What a contribution has that an expense does not (and the other way round)
 * is a difference in this table, in the kind's status machine (`transitions.ts`) or in the
 * kind's own rules (`rules.ts`), never a copy of shared code.
 */
const MONEY_RECORD_KINDS = {
  /** The start of labels and messages: 'Contribution date', 'Expenditure type'. */
  label: { contribution: 'Contribution', expenditure: 'Expenditure' },
  /** Money received may be dated a little ahead, money spent (planned) further. */
  dateKind: { contribution: 'received', expenditure: 'spent' },
  /** Payload fields, in the order their rules run (the order of `validationErrors`). */
  fields: { contribution: CONTRIBUTION_FIELDS, expenditure: EXPENDITURE_FIELDS },
  textLimits: { contribution: CONTRIBUTION_TEXT_LIMITS, expenditure: EXPENDITURE_TEXT_LIMITS },
  types: { contribution: CONTRIBUTION_TYPES.values, expenditure: EXPENDITURE_TYPES.values },
  subtypes: {
    contribution: CONTRIBUTION_SUBTYPES.values,
    expenditure: EXPENDITURE_SUBTYPES.values,
  },
  /** The stored fields whose values come from one of the spec's lists (the database checks them). */
  listFields: {
    contribution: { ...CONTRIBUTION_PAYLOAD_LISTS, matchStrength: MATCH_STRENGTHS },
    expenditure: EXPENDITURE_PAYLOAD_LISTS,
  },
  /**
   * The payload's selects, each with the list whose stored values or labels the API reads: the
   * lists above and the in-kind type, whose column the database does not check.
   */
  payloadLists: {
    contribution: { ...CONTRIBUTION_PAYLOAD_LISTS, inKindType: IN_KIND_TYPES },
    expenditure: EXPENDITURE_PAYLOAD_LISTS,
  },
  allowedSubtypes: {
    contribution: allowedContributionSubtypes,
    expenditure: allowedExpenditureSubtypes,
  },
  /** The form's exact texts (spec section 5). */
  messages: { contribution: CONTRIBUTION_MESSAGES, expenditure: EXPENDITURE_MESSAGES },
  parseStatus: { contribution: parseContributionStatus, expenditure: parseExpenditureStatus },
  /** The statuses as a refusal lists them: 'Status must be one of: ...'. */
  statusNames: { contribution: CONTRIBUTION_STATUS_NAMES, expenditure: EXPENDITURE_STATUS_NAMES },
  /** Statuses in which a campaign user sees the detail page read-only (spec section 2). */
  campaignReadOnly: {
    contribution: ['submitted', 'archived', 'processed'],
    expenditure: ['submitted', 'archived', 'in_compliance', 'out_of_compliance'],
  },
} as const;

/** One kind's column of the table. */
export type MoneyRecordKind<Kind extends RecordKind> = {
  kind: Kind;
} & { [Property in keyof typeof MONEY_RECORD_KINDS]: (typeof MONEY_RECORD_KINDS)[Property][Kind] };

const columnOf = <Kind extends RecordKind>(kind: Kind): MoneyRecordKind<Kind> =>
  ({
    kind,
    ...Object.fromEntries(
      Object.entries(MONEY_RECORD_KINDS).map(([property, byKind]) => [property, byKind[kind]]),
    ),
  }) as MoneyRecordKind<Kind>;

export const CONTRIBUTION_KIND = columnOf('contribution');
export const EXPENDITURE_KIND = columnOf('expenditure');
export const MONEY_RECORD_KIND: { [Kind in RecordKind]: MoneyRecordKind<Kind> } = {
  contribution: CONTRIBUTION_KIND,
  expenditure: EXPENDITURE_KIND,
};
