import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsAsDecimal, paymentFileRows } from './files';
import { offsetOwed, type PaidMatchNow, stillValidCents } from './offsets';
import { type CampaignLedger, candidateMatch, computePaymentRun } from './run';

/**
 * The money rules played over random programmes: campaigns with caps, gifts in every review
 * state, compliance changes, refunds and downward amendments after payment, and runs, in random
 * order. Whatever happens, the invariants the programme promises must hold.
 */

interface Gift extends PaidMatchNow {
  contributionId: number;
  campaignId: number;
  date: string;
}

const day = (n: number) =>
  `2024-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;

const giftEvent = fc.record({
  kind: fc.constant('gift' as const),
  campaign: fc.nat(3),
  day: fc.nat(200),
  amountCents: fc.integer({ min: 1, max: 25_000 }),
  matchAmountCents: fc.option(fc.integer({ min: 1, max: 2_000 }), { nil: null }),
  state: fc.constantFrom(
    'approved',
    'approved',
    'approved',
    'out_of_compliance',
    'submitted',
    'unjudged',
  ),
});
const changeEvent = fc.record({
  kind: fc.constant('change' as const),
  which: fc.nat(),
  change: fc.constantFrom('out_of_compliance', 'refund', 'amend_down', 'lower_match'),
  cents: fc.integer({ min: 0, max: 2_000 }),
});
const runEvent = fc.record({ kind: fc.constant('run' as const), day: fc.nat(200) });

const programme = fc.record({
  campaigns: fc.array(
    fc.record({ capCents: fc.integer({ min: 0, max: 120_000 }), qualified: fc.boolean() }),
    { minLength: 4, maxLength: 4 },
  ),
  events: fc.array(fc.oneof(giftEvent, giftEvent, changeEvent, runEvent), { maxLength: 40 }),
});

const stateOf = (state: string): Pick<Gift, 'status' | 'compliant'> =>
  state === 'approved'
    ? { status: 'processed', compliant: true }
    : state === 'out_of_compliance'
      ? { status: 'out_of_compliance', compliant: false }
      : state === 'submitted'
        ? { status: 'submitted', compliant: null }
        : { status: 'processed', compliant: null };

type Programme = typeof programme extends fc.Arbitrary<infer Value> ? Value : never;

function play(input: Programme) {
  const campaigns = input.campaigns.map((campaign, index) => ({
    ...campaign,
    campaignId: index + 1,
  }));
  const gifts: Gift[] = [];
  const paid = new Map<number, { campaignId: number; paidCents: number }>();
  const offsets: { contributionId: number; campaignId: number; cents: number }[] = [];
  const paidOut = new Map<number, number>();
  const fileProblems: string[] = [];
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

  for (const event of input.events) {
    if (event.kind === 'gift') {
      const approved = event.state === 'approved';
      gifts.push({
        contributionId: gifts.length + 1,
        campaignId: event.campaign + 1,
        date: day(event.day),
        amountCents: event.amountCents,
        matchAmountCents: approved ? (event.matchAmountCents ?? 2_000) : event.matchAmountCents,
        ...stateOf(event.state),
      });
    } else if (event.kind === 'change' && gifts.length > 0) {
      const gift = gifts[event.which % gifts.length] as Gift;
      if (event.change === 'out_of_compliance')
        Object.assign(gift, { status: 'out_of_compliance', compliant: false });
      if (event.change === 'refund') Object.assign(gift, { status: 'archived' });
      if (event.change === 'amend_down') gift.amountCents = Math.min(gift.amountCents, event.cents);
      if (event.change === 'lower_match')
        gift.matchAmountCents = Math.min(gift.matchAmountCents ?? 0, event.cents);
      const paidMatch = paid.get(gift.contributionId);
      if (paidMatch) {
        const offsetsSoFarCents = sum(
          offsets.filter((o) => o.contributionId === gift.contributionId).map((o) => o.cents),
        );
        const owed = offsetOwed({ paidCents: paidMatch.paidCents, offsetsSoFarCents, now: gift });
        if (owed)
          offsets.push({
            contributionId: gift.contributionId,
            campaignId: gift.campaignId,
            cents: owed.cents,
          });
      }
    } else if (event.kind === 'run') {
      const cutoff = day(event.day);
      const ledgers: CampaignLedger[] = campaigns.map((campaign) => ({
        campaignId: campaign.campaignId,
        qualified: campaign.qualified,
        capCents: campaign.capCents,
        paidMatchesCents: sum(
          [...paid.values()]
            .filter((p) => p.campaignId === campaign.campaignId)
            .map((p) => p.paidCents),
        ),
        offsetsCents: sum(
          offsets.filter((o) => o.campaignId === campaign.campaignId).map((o) => o.cents),
        ),
        paidOutCents: paidOut.get(campaign.campaignId) ?? 0,
      }));
      const matches = gifts
        .filter((gift) => gift.date <= cutoff && !paid.has(gift.contributionId))
        .filter((gift) => ['processed', 'out_of_compliance', 'submitted'].includes(gift.status))
        .filter((gift) => gift.status !== 'processed' || (gift.matchAmountCents ?? 0) > 0)
        .map(candidateMatch)
        .filter((match) => match.publicCents > 0);
      const run = computePaymentRun({ ledgers, matches });
      const rows = paymentFileRows(
        { id: 1, paymentDate: cutoff },
        run.lines.map((line) => ({
          ...line,
          campaignName: `Campaign ${line.campaignId}`,
          committeeId: '',
          payeeReference: '',
        })),
      );
      const fileCents = sum(rows.map((row) => Math.round(Number(row[3]) * 100)));
      if (fileCents !== run.totalCents)
        fileProblems.push(`file ${fileCents} != run ${run.totalCents}`);
      if (run.totalCents !== sum(run.lines.map((line) => line.amountCents)))
        fileProblems.push('total');
      // Approval: each included match becomes paid, once.
      for (const match of run.included) {
        if (paid.has(match.contributionId))
          fileProblems.push(`match ${match.contributionId} paid twice`);
        paid.set(match.contributionId, {
          campaignId: match.campaignId,
          paidCents: match.publicCents,
        });
      }
      for (const line of run.lines)
        paidOut.set(line.campaignId, (paidOut.get(line.campaignId) ?? 0) + line.amountCents);
    }
  }
  return { campaigns, gifts, paid, offsets, paidOut, fileProblems, sum };
}

describe('the money invariants over random programmes', () => {
  it('never pays a campaign past its cap, pays each match once, and files add up to the cent', () => {
    fc.assert(
      fc.property(programme, (input) => {
        const { campaigns, paidOut, fileProblems } = play(input);
        expect(fileProblems).toEqual([]);
        for (const campaign of campaigns)
          expect(paidOut.get(campaign.campaignId) ?? 0).toBeLessThanOrEqual(campaign.capCents);
      }),
      { numRuns: 100, seed: 20_261_207 },
    );
  });

  it('paid minus offsets equals what the paid matches are still worth', () => {
    fc.assert(
      fc.property(programme, (input) => {
        const { gifts, paid, offsets, sum } = play(input);
        const paidCents = sum([...paid.values()].map((p) => p.paidCents));
        const stillValid = sum(
          [...paid.entries()].map(([id, p]) => stillValidCents(p.paidCents, gifts[id - 1] as Gift)),
        );
        expect(paidCents - sum(offsets.map((o) => o.cents))).toBe(stillValid);
      }),
      { numRuns: 100, seed: 20_261_208 },
    );
  });
});

describe('centsAsDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_405, '1234.05'],
    [-250, '-2.50'],
  ])('%i cents -> %s', (cents, text) => {
    expect(centsAsDecimal(cents)).toBe(text);
  });
});
