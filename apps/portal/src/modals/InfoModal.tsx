import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { CONTRIBUTION_SIZES, formatMoney, PROGRAMME_RULES } from '@portal/domain';
import { useState } from 'react';
import { hasVisited } from '../lib/visited-cookie';
import type { ModalControls } from './modal-types';

const RULES = PROGRAMME_RULES;
/** The size bands as the charts name them: 'Micro (up to $25), ... and Mega (over $1,000)'. */
const SIZE_BANDS = (() => {
  const bands = CONTRIBUTION_SIZES.values.map((size) => CONTRIBUTION_SIZES.labels[size]);
  return `${bands.slice(0, -1).join(', ')} and ${bands.at(-1)}`;
})();

/** Whole dollars for prose: '$5,000' rather than '$5,000.00'. */
const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

function ProgrammeRules() {
  return (
    <List spacing={4} size="sm">
      <List.Item>
        Candidates qualify by collecting small contributions: {RULES.qualifyingContributions.other}{' '}
        for council and auditor candidates, {RULES.qualifyingContributions.mayor} for mayoral
        candidates.
      </List.Item>
      <List.Item>
        A participating candidate may accept at most {dollars(RULES.perDonorLimitCents)} per donor.
      </List.Item>
      <List.Item>
        Seed money is limited to {dollars(RULES.seedMoneyPerDonorCents)} per donor and{' '}
        {dollars(RULES.seedMoneyTotalCents)} in total; in-kind contributions are limited to{' '}
        {dollars(RULES.inKindPerDonorCents)} per donor.
      </List.Item>
      <List.Item>
        The City matches the first {dollars(RULES.matchableFirstCents)} a Portland donor gives at{' '}
        {RULES.matchRatio} to 1, so a {dollars(RULES.matchableFirstCents)} contribution brings the
        campaign {dollars(RULES.matchableFirstCents * (RULES.matchRatio + 1))}.
      </List.Item>
    </List>
  );
}

function ShortIntro() {
  return (
    <Stack gap="sm">
      <Text>
        Small Donor Elections is the City of Portland's public campaign finance programme.
        Candidates who opt in limit the contributions they accept, and the City matches small
        contributions from Portland residents.
      </Text>
      <ProgrammeRules />
      <Text size="sm">
        This dashboard shows who is giving to the campaigns. Open Info at any time for more about
        the programme and the data.
      </Text>
    </Stack>
  );
}

function AboutAndData() {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        About the programme
      </Title>
      <Text size="sm">
        Small Donor Elections gives candidates for Mayor, Auditor and City Council a way to run for
        office funded by the people they would represent. Participation is voluntary: candidates opt
        in, agree to lower contribution limits and report every contribution in this portal.
      </Text>
      <ProgrammeRules />
      <Title order={3} size="h4">
        About the data
      </Title>
      <Text size="sm">
        Participating campaigns enter their contributions in this portal, so their data are live:
        the dashboard shows each contribution as soon as a campaign records it, together with the
        amount the City has matched once the contribution is reviewed.
      </Text>
      <Text size="sm">
        Candidates who do not participate report to the state's campaign finance filing system
        instead. Those data reach the dashboard later and in bundles, so recent contributions to
        non-participating candidates may be missing; the dashboard shows the date of the latest
        transaction it has.
      </Text>
      <Text size="sm">
        Contributions are grouped by size: {SIZE_BANDS}. They are also grouped by the type of
        contributor and by where the contributor lives (Portland, elsewhere in Oregon or out of
        state). Mapped locations are approximate, and City matching payments are not mapped.
      </Text>
    </Stack>
  );
}

/** First visit: a short intro; after that the longer About and data explanations (spec section 2). */
export function InfoModal({ close }: ModalControls) {
  // Read once: the cookie is written when this modal closes, which must not swap the text.
  const [returning] = useState(hasVisited);
  return (
    <Stack>
      {returning ? <AboutAndData /> : <ShortIntro />}
      <Group justify="flex-end">
        <Button onClick={close}>Close</Button>
      </Group>
    </Stack>
  );
}
