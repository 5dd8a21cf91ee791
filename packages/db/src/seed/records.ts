import { formatMoney } from '@portal/domain';
import type { SeedActor, SeedCampaign, SeedEvent } from './actors';
import { later } from './dates';
import type { Random } from './random';

// What every generated money record shares, whatever its kind: who it belongs to, how its check
// number is drawn and how its history is told. Each kind's generator says only what is its own.

/**
 * The history of one seeded money record, told in its kind's words (`noun`: 'contribution',
 * 'expenditure'). Every kind is added by its author, then kept back, withdrawn by the author or
 * submitted by the campaign, and a submitted one may be reviewed: the steps and their timing are
 * the same; what a kind says at each step is its own. The random draws happen in the order the
 * steps are taken, so a seed writes the same history every time.
 */
export class RecordHistory {
  readonly events: SeedEvent[];
  submittedAt: Date | null = null;
  updatedAt: Date;

  constructor(
    private readonly random: Random,
    private readonly noun: string,
    amountCents: number,
    private readonly createdAt: Date,
    private readonly enteredBy: SeedActor,
  ) {
    const amount = formatMoney(amountCents);
    this.events = [
      {
        at: createdAt,
        actor: enteredBy,
        describe: (id) => `${enteredBy.name} added ${noun} #${id} (${amount}).`,
      },
    ];
    this.updatedAt = createdAt;
  }

  /** The author takes the record back before it was submitted (to the trash, or archived). */
  withdraw(describe: SeedEvent['describe']): this {
    const at = later(this.random, this.createdAt, 0.1, 5);
    this.events.push({ at, actor: this.enteredBy, describe });
    this.updatedAt = at;
    return this;
  }

  /** The campaign's submitter sends the record to the government; returns when. */
  submit(submitter: SeedActor): Date {
    const at = later(this.random, this.createdAt, 0.1, 7);
    this.events.push({
      at,
      actor: submitter,
      describe: (id) => `${submitter.name} submitted ${this.noun} #${id}.`,
    });
    this.submittedAt = at;
    this.updatedAt = at;
    return at;
  }

  /** The government reviews the submitted record some days later; returns when. */
  review(): Date {
    const at = later(this.random, this.submittedAt ?? this.createdAt, 1, 21);
    this.updatedAt = at;
    return at;
  }

  note(at: Date, actor: SeedActor, describe: SeedEvent['describe']): void {
    this.events.push({ at, actor, describe });
  }
}

/** Where a generated record belongs and who entered it. */
export const recordOwner = (
  governmentId: number,
  campaign: SeedCampaign,
  enteredBy: SeedActor,
) => ({
  governmentId,
  campaignId: campaign.id,
  createdById: enteredBy.userId,
});

/** A check or a money order carries a number drawn from `range`; any other payment none. */
export function checkNumberFor(
  random: Random,
  paymentMethod: string | null,
  [lowest, highest]: readonly [number, number],
): string | null {
  const numbered = paymentMethod === 'check' || paymentMethod === 'money_order';
  return numbered ? String(random.int(lowest, highest)) : null;
}
