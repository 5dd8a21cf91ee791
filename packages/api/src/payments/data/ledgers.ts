import { type DbOrTx, rowsOf } from '@portal/db';
import type { QualifyingTally } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { ProgrammeOutput } from '../outputs';

/** What the rules need to know of one campaign in one election. */
export interface CampaignFacts {
  campaignId: number;
  campaignName: string;
  office: string;
  committeeId: string;
  payeeReference: string;
  tally: QualifyingTally;
  /** Public money of the matches approved runs of the election paid. */
  paidMatchesCents: number;
  /** Offsets recorded against those matches. */
  offsetsCents: number;
  /** What approved runs of the election sent. */
  paidOutCents: number;
}

interface FactsRow {
  campaign_id: number;
  campaign_name: string;
  office: string;
  committee_id: string | null;
  payee_reference: string | null;
  donors: string | number | null;
  qualifying_cents: string | number | null;
  threshold_reached_on: string | null;
  paid_matches_cents: string | number | null;
  offsets_cents: string | number | null;
  paid_out_cents: string | number | null;
}

const whole = (value: string | number | null): number => Number(value ?? 0);

/**
 * Each campaign of a government (or only `campaignId`) with its standing in one election: its
 * qualifying contributions up to `asOf` (processed matchable or qualifying gifts above zero from
 * Portland individuals, dated in the election's window, each donor counted once and dated by their
 * first such gift), and what the election's approved runs paid, sent and offset.
 */
export async function campaignFacts(
  db: DbOrTx,
  programme: ProgrammeOutput,
  asOf: string,
  campaignId?: number,
): Promise<CampaignFacts[]> {
  const lastDay = asOf < programme.electionDate ? asOf : programme.electionDate;
  const onlyCampaign = campaignId === undefined ? sql`true` : sql`c.id = ${campaignId}`;
  const onlyGift = campaignId === undefined ? sql`true` : sql`g.campaign_id = ${campaignId}`;
  const result = await db.execute(sql`
    with donors as (
      select g.campaign_id, g.donor_key, min(g.date) as first_date, sum(g.amount_cents) as cents
      from contributions g
      where g.government_id = ${programme.governmentId} and ${onlyGift}
        and g.status = 'processed' and g.amount_cents > 0 and g.donor_key is not null
        and g.contributor_type = 'individual' and g.oae_type in ('matchable', 'qualifying')
        and g.match_in_portland
        and g.date >= ${programme.contributionsFrom} and g.date <= ${lastDay}
      group by g.campaign_id, g.donor_key
    ), ranked as (
      select d.*, row_number() over (partition by d.campaign_id order by d.first_date, d.donor_key) as rank
      from donors d
    ), tallies as (
      select r.campaign_id, count(*) as donors, sum(r.cents) as qualifying_cents,
        max(r.first_date::text) filter (where r.rank = o.qualifying_contributions) as threshold_reached_on
      from ranked r
      join campaigns c on c.id = r.campaign_id
      left join payment_programme_offices o
        on o.programme_id = ${programme.id} and o.office = c.office_sought
      group by r.campaign_id
    ), paid as (
      select m.campaign_id, sum(m.paid_cents) as cents
      from paid_matches m join payment_runs run on run.id = m.run_id
      where run.programme_id = ${programme.id}
      group by m.campaign_id
    ), offsets as (
      select f.campaign_id, sum(f.amount_cents) as cents
      from payment_offsets f
      join paid_matches m on m.contribution_id = f.contribution_id
      join payment_runs run on run.id = m.run_id
      where run.programme_id = ${programme.id}
      group by f.campaign_id
    ), sent as (
      select l.campaign_id, sum(l.amount_cents) as cents
      from payment_run_lines l join payment_runs run on run.id = l.run_id
      where run.programme_id = ${programme.id} and run.status = 'approved'
      group by l.campaign_id
    )
    select c.id as campaign_id, c.name as campaign_name, c.office_sought as office,
      p.committee_id, p.payee_reference,
      t.donors, t.qualifying_cents, t.threshold_reached_on,
      paid.cents as paid_matches_cents, offsets.cents as offsets_cents, sent.cents as paid_out_cents
    from campaigns c
    left join campaign_payees p on p.campaign_id = c.id
    left join tallies t on t.campaign_id = c.id
    left join paid on paid.campaign_id = c.id
    left join offsets on offsets.campaign_id = c.id
    left join sent on sent.campaign_id = c.id
    where c.government_id = ${programme.governmentId} and ${onlyCampaign}
    order by c.id
  `);
  return rowsOf<FactsRow>(result).map((row) => ({
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    office: row.office,
    committeeId: row.committee_id ?? '',
    payeeReference: row.payee_reference ?? '',
    tally: {
      donors: whole(row.donors),
      cents: whole(row.qualifying_cents),
      thresholdDonorFirstGaveOn: row.threshold_reached_on,
    },
    paidMatchesCents: whole(row.paid_matches_cents),
    offsetsCents: whole(row.offsets_cents),
    paidOutCents: whole(row.paid_out_cents),
  }));
}
