import {
  EXPENDITURE_PURPOSES,
  type ExpenditureStatus,
  type ExpenditureSubtype,
  type ExpenditureType,
  type ExpensePaymentMethod,
  PAYEE_TYPES,
  type PayeeType,
} from '@portal/domain';
import type { expenditures } from '../schema';
import type { SeedActor, SeedCampaign, SeedEvent } from './actors';
import { addDays, campaignDate, momentOn } from './dates';
import { PAYEE_NAMES } from './names';
import { portlandPlace, streetAddress } from './places';
import type { Random } from './random';
import { checkNumberFor, RecordHistory, recordOwner } from './records';

export type ExpenditureRow = typeof expenditures.$inferInsert;

export interface GeneratedExpenditure {
  row: ExpenditureRow;
  events: SeedEvent[];
}

function pickTypeAndSubtype(random: Random): {
  type: ExpenditureType;
  subType: ExpenditureSubtype;
} {
  const type = random.weighted<ExpenditureType>([
    ['expenditure', 80],
    ['other', 8],
    ['other_disbursement', 12],
  ]);
  const subTypes: Record<ExpenditureType, readonly (readonly [ExpenditureSubtype, number])[]> = {
    expenditure: [
      ['cash_expenditure', 60],
      ['accounts_payable', 25],
      ['personal_expenditure', 15],
    ],
    other: [
      ['accounts_payable_rescinded', 1],
      ['cash_balance_adjustment', 1],
    ],
    other_disbursement: [
      ['miscellaneous_other_disbursement', 1],
      ['refund_of_expenditure', 1],
    ],
  };
  return { type, subType: random.weighted(subTypes[type]) };
}

const pickStatus = (random: Random, date: string) =>
  random.weighted<ExpenditureStatus>([
    ['in_compliance', date >= '2024-09-15' ? 10 : 40],
    ['submitted', 22],
    ['draft', date >= '2024-09-15' ? 30 : 10],
    ['out_of_compliance', 8],
    ['archived', 8],
  ]);

const pickPaymentMethod = (random: Random) =>
  random.weighted<ExpensePaymentMethod>([
    ['debit', 35],
    ['check', 25],
    ['credit_card_online', 25],
    ['credit_card_paper', 8],
    ['money_order', 7],
  ]);

/** The history of one expenditure, from entry to the government's review. */
function expenditureEvents(
  random: Random,
  row: ExpenditureRow,
  createdAt: Date,
  campaign: SeedCampaign,
  enteredBy: SeedActor,
  reviewer: SeedActor,
): RecordHistory {
  const history = new RecordHistory(random, 'expenditure', row.amountCents, createdAt, enteredBy);
  if (row.status === 'draft') return history;
  if (row.status === 'archived') {
    return history.withdraw((id) => `${enteredBy.name} archived expenditure #${id}.`);
  }
  history.submit(campaign.submittedBy);
  if (row.status === 'submitted') return history;
  const reviewedAt = history.review();
  const verdict = row.status === 'in_compliance' ? 'In Compliance' : 'Out of Compliance';
  history.note(
    reviewedAt,
    reviewer,
    (id) => `${reviewer.name} marked expenditure #${id} ${verdict}.`,
  );
  if (row.status === 'out_of_compliance') {
    history.note(
      reviewedAt,
      reviewer,
      () => 'Other Reason: please attach the receipt for this expense.',
    );
  }
  return history;
}

/**
 * Expenditures of the seeded campaigns. Purposes cycle through every value on the miscellaneous
 * disbursements (the only subtype that carries one), so each purpose appears.
 */
export function generateExpenditures(
  random: Random,
  options: {
    count: number;
    governmentId: number;
    campaigns: readonly SeedCampaign[];
    reviewer: SeedActor;
    from: string;
    to: string;
  },
): GeneratedExpenditure[] {
  const generated: GeneratedExpenditure[] = [];
  const campaignWeights = options.campaigns.map((campaign) => [campaign, campaign.weight] as const);
  let miscellaneous = 0;
  for (let index = 0; index < options.count; index += 1) {
    const campaign = random.weighted(campaignWeights);
    // The first rows walk through every payee type so each one appears.
    const payeeType: PayeeType =
      index < PAYEE_TYPES.values.length
        ? (PAYEE_TYPES.values[index] ?? 'business')
        : random.weighted<PayeeType>([
            ['business', 75],
            ['individual', 12],
            ['family', 2],
            ['labor', 2],
            ['political_committee', 3],
            ['political_party', 2],
            ['unregistered', 2],
            ['other', 2],
          ]);
    const { type, subType } = pickTypeAndSubtype(random);
    const date = campaignDate(random, options.from, options.to);
    const paymentMethod = pickPaymentMethod(random);
    const place = portlandPlace(random);
    const status = pickStatus(random, date);
    const purpose =
      subType === 'miscellaneous_other_disbursement'
        ? (EXPENDITURE_PURPOSES.values[miscellaneous++ % EXPENDITURE_PURPOSES.values.length] ??
          null)
        : null;
    const personal = subType === 'personal_expenditure';
    const enteredBy = random.pick(campaign.enteredBy);
    const createdAt = momentOn(random, date);
    const row: ExpenditureRow = {
      ...recordOwner(options.governmentId, campaign, enteredBy),
      status,
      amountCents: random.int(20, random.chance(0.1) ? 8000 : 1200) * 100 + random.int(0, 99),
      date,
      type,
      subType,
      paymentMethod,
      checkNumber: checkNumberFor(random, paymentMethod, [101, 999]),
      purpose,
      payeeType,
      name: random.pick(PAYEE_NAMES[payeeType]),
      address1: streetAddress(random, place),
      address2: null,
      city: place.city,
      state: place.state,
      zip: place.zip,
      notes: random.chance(0.08) ? 'Receipt kept in the campaign binder' : null,
      dateOriginalTransaction: personal ? addDays(date, -random.int(1, 30)) : null,
      vendorForOriginalPurchase: personal ? random.pick(PAYEE_NAMES.business) : null,
      createdAt,
    };
    const history = expenditureEvents(
      random,
      row,
      createdAt,
      campaign,
      enteredBy,
      options.reviewer,
    );
    row.submittedAt = history.submittedAt;
    row.updatedAt = history.updatedAt;
    generated.push({ row, events: history.events });
  }
  return generated;
}
