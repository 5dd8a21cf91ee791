import { type CampaignLedger, isOffice, type Qualification, qualification } from '@portal/domain';
import type { CampaignFacts } from './data/ledgers';
import type { ProgrammeOutput } from './outputs';

/** The office's rule in the election, or null when its settings leave the office out. */
export const officeRuleOf = (programme: ProgrammeOutput, office: string) =>
  programme.offices.find((rule) => rule.office === office) ?? null;

/** A campaign's qualification in the election; null when the election has no rule for its office. */
export function qualificationOf(
  programme: ProgrammeOutput,
  facts: CampaignFacts,
): Qualification | null {
  const rule = officeRuleOf(programme, facts.office);
  if (!rule || !isOffice(facts.office)) return null;
  return qualification({
    office: facts.office,
    threshold: rule.qualifyingContributions,
    tally: facts.tally,
  });
}

/** The run rule's view of a campaign: an office the election leaves out has no cap. */
export function ledgerOf(programme: ProgrammeOutput, facts: CampaignFacts): CampaignLedger {
  return {
    campaignId: facts.campaignId,
    qualified: qualificationOf(programme, facts)?.qualified ?? false,
    capCents: officeRuleOf(programme, facts.office)?.capCents ?? 0,
    paidMatchesCents: facts.paidMatchesCents,
    offsetsCents: facts.offsetsCents,
    paidOutCents: facts.paidOutCents,
  };
}
