import {
  type ContributorType,
  formatMoney,
  isPersonContributor,
  type PhoneType,
} from '@portal/domain';
import type { contributions } from '../schema';
import type { SeedActor, SeedCampaign, SeedEvent } from './actors';
import {
  pickAmountCents,
  pickContributorType,
  pickInKind,
  pickOaeType,
  pickPaymentMethod,
  pickStatus,
  pickTypeAndSubtype,
} from './contribution-fields';
import { campaignDate, momentOn, SEED_NOW } from './dates';
import { type Donor, pickDonor } from './donors';
import { ENTITY_NAMES } from './names';
import { oregonPlace, outOfStatePlace, type Place, portlandPlace, streetAddress } from './places';
import type { Random } from './random';
import { checkNumberFor, RecordHistory, recordOwner } from './records';

export type ContributionRow = typeof contributions.$inferInsert;

export interface GeneratedContribution {
  row: ContributionRow;
  /** The person who gave; null for organisations. */
  donor: Donor | null;
  events: SeedEvent[];
  /** For a public matching contribution: the gift it matches. */
  matchOf?: GeneratedContribution;
  /** Set once ids are reserved, before activities are written. */
  id?: number;
}

export const FIRST_CONTRIBUTION_DATE = '2023-01-01';
export const LAST_CONTRIBUTION_DATE = '2024-11-01';

function entityPlace(random: Random): Place {
  return random.weighted<() => Place>([
    [() => portlandPlace(random), 70],
    [() => oregonPlace(random), 20],
    [() => outOfStatePlace(random), 10],
  ])();
}

function contributorFields(random: Random, contributorType: ContributorType, donor: Donor | null) {
  if (donor) {
    const employed = donor.occupation === 'Employed' || donor.occupation === 'Foreign Employment';
    return {
      firstName: donor.firstName,
      lastName: donor.lastName,
      name: null,
      address1: donor.address1,
      address2: donor.address2,
      place: donor.place,
      email: donor.email,
      phone: donor.phone,
      phoneType: donor.phone
        ? random.weighted<PhoneType>([
            ['mobile', 6],
            ['home', 3],
            ['work', 1],
          ])
        : null,
      occupation: donor.occupation,
      occupationLetterDate: donor.occupation === null && random.chance(0.3) ? '2023-03-15' : null,
      employerName: employed ? donor.employerName : null,
      employerCity: employed ? 'Portland' : null,
      employerState: employed ? 'OR' : null,
      employerCountry: employed ? 'United States' : null,
    };
  }
  const place = entityPlace(random);
  const names = ENTITY_NAMES[contributorType as keyof typeof ENTITY_NAMES];
  return {
    firstName: null,
    lastName: null,
    name: random.pick(names),
    address1: streetAddress(random, place),
    address2: random.chance(0.3) ? `Suite ${random.int(100, 900)}` : null,
    place,
    email: null,
    phone: null,
    phoneType: null,
    occupation: null,
    occupationLetterDate: null,
    employerName: null,
    employerCity: null,
    employerState: null,
    employerCountry: null,
  };
}

const NOTES = [
  'Given at the house party',
  'Mailed with a thank-you card',
  'Recurring monthly gift',
  'Collected at the farmers market table',
] as const;

/** The history of one contribution, from entry to the government's review. */
function contributionEvents(
  random: Random,
  row: ContributionRow,
  createdAt: Date,
  campaign: SeedCampaign,
  enteredBy: SeedActor,
  reviewer: SeedActor,
): RecordHistory {
  const history = new RecordHistory(random, 'contribution', row.amountCents, createdAt, enteredBy);
  const status = row.status ?? 'draft';
  const handedIn = status !== 'draft' && !(status === 'archived' && random.chance(0.5));
  if (!handedIn) {
    if (status !== 'archived') return history;
    return history.withdraw((id) => `${enteredBy.name} moved contribution #${id} to the trash.`);
  }
  const submitter = campaign.submittedBy;
  history.submit(submitter);
  if (status === 'submitted') return history;
  const reviewedAt = history.review();
  const reviewNote: Record<string, (id: number) => string> = {
    archived: (id) => `${submitter.name} archived contribution #${id}.`,
    awaiting: (id) => `${reviewer.name} set contribution #${id} to Awaiting.`,
    processed: (id) =>
      row.matchAmountCents
        ? `${reviewer.name} matched contribution #${id} with ${formatMoney(row.matchAmountCents)}.`
        : `${reviewer.name} marked contribution #${id} In Compliance.`,
    out_of_compliance: (id) => `${reviewer.name} marked contribution #${id} Out of Compliance.`,
  };
  const describe = reviewNote[status];
  const actor = status === 'archived' ? submitter : reviewer;
  if (describe) history.note(reviewedAt, actor, (id) => describe(id));
  if (status === 'out_of_compliance') {
    const reason =
      row.amountCents > 25_000
        ? 'Over Limit: the gift is above the $250 per-donor limit.'
        : 'Other Reason: the contributor address could not be verified.';
    history.note(reviewedAt, reviewer, () => reason);
  }
  return history;
}

/** Contributions for the seeded campaigns; match amounts are set afterwards by `applyMatches`. */
export function generateContributions(
  random: Random,
  options: {
    count: number;
    governmentId: number;
    campaigns: readonly SeedCampaign[];
    donors: readonly Donor[];
    reviewer: SeedActor;
  },
): GeneratedContribution[] {
  const generated: GeneratedContribution[] = [];
  const campaignWeights = options.campaigns.map((campaign) => [campaign, campaign.weight] as const);
  for (let index = 0; index < options.count; index += 1) {
    const campaign = random.weighted(campaignWeights);
    const contributorType = pickContributorType(random);
    const donor = isPersonContributor(contributorType) ? pickDonor(random, options.donors) : null;
    const { type, subType } = pickTypeAndSubtype(random);
    const date = campaignDate(random, FIRST_CONTRIBUTION_DATE, LAST_CONTRIBUTION_DATE);
    const amountCents = pickAmountCents(random, contributorType, subType);
    const contributor = contributorFields(random, contributorType, donor);
    const inPortland = contributor.place.city === 'Portland' && contributor.place.state === 'OR';
    const oaeType = pickOaeType(random, {
      type,
      subType,
      contributorType,
      amountCents,
      date,
      inPortland,
    });
    const overLimit =
      isPersonContributor(contributorType) && amountCents > 25_000 && oaeType !== 'seed';
    const status = pickStatus(random, date, overLimit);
    const paymentMethod = pickPaymentMethod(random, subType);
    const enteredBy = random.pick(campaign.enteredBy);
    const { place, ...person } = contributor;
    const row: ContributionRow = {
      ...recordOwner(options.governmentId, campaign, enteredBy),
      status,
      type,
      subType,
      contributorType,
      oaeType,
      ...pickInKind(random, subType),
      paymentMethod,
      checkNumber: checkNumberFor(random, paymentMethod, [1001, 9999]),
      amountCents,
      date,
      middleInitial: null,
      ...person,
      city: place.city,
      state: place.state,
      zip: place.zip,
      notes: random.chance(0.05) ? random.pick(NOTES) : null,
      compliant: status === 'processed' ? true : status === 'out_of_compliance' ? false : null,
      batchId: `gift-${campaign.id}-${index + 1}`,
      latitude: place.latitude,
      longitude: place.longitude,
      createdAt: momentOn(random, date),
    };
    generated.push({ row, donor, events: [] });
  }
  return generated;
}

/** Writes each contribution's history; call after matches so the notes can name match amounts. */
export function addContributionHistory(
  random: Random,
  generated: readonly GeneratedContribution[],
  campaigns: ReadonlyMap<number, SeedCampaign>,
  reviewer: SeedActor,
): void {
  // Gifts come before the public matching contributions, which take their times from the gifts.
  for (const contribution of generated) {
    const { row, matchOf } = contribution;
    if (matchOf) {
      const at = matchOf.row.updatedAt ?? SEED_NOW;
      const amount = formatMoney(row.amountCents);
      Object.assign(row, { createdAt: at, submittedAt: at, updatedAt: at });
      contribution.events = [
        {
          at,
          actor: reviewer,
          describe: (id) =>
            `${reviewer.name} added public matching contribution #${id} (${amount}) for contribution #${matchOf.id}.`,
        },
      ];
      continue;
    }
    const campaign = campaigns.get(row.campaignId);
    if (!campaign || !row.createdAt) continue;
    const enteredBy =
      campaign.enteredBy.find((actor) => actor.userId === row.createdById) ??
      campaign.enteredBy[0] ??
      campaign.submittedBy;
    const history = contributionEvents(random, row, row.createdAt, campaign, enteredBy, reviewer);
    contribution.events = history.events;
    contribution.row.submittedAt = history.submittedAt;
    contribution.row.updatedAt = history.updatedAt;
  }
}
