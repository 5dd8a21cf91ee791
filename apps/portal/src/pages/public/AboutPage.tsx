import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { formatMoney, PROGRAMME_RULES } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../PageTitle';

const RULES = PROGRAMME_RULES;
/** Whole dollars for prose: '$5,000' rather than '$5,000.00'. */
const dollars = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** `/about`: what the programme is, what the public dashboard shows and where its data come from. */
export default function AboutPage() {
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle mb={0}>About</PageTitle>
      <Section title="The programme">
        <Text>
          Small Donor Elections is the City of Portland's public campaign finance programme. It
          gives candidates for Mayor, Auditor and City Council a way to run for office funded by the
          people they would represent. Taking part is voluntary: candidates opt in, accept lower
          contribution limits and report every contribution in this portal.
        </Text>
        <List spacing={4}>
          <List.Item>
            A candidate qualifies by collecting small contributions:{' '}
            {RULES.qualifyingContributions.other} for council and auditor candidates,{' '}
            {RULES.qualifyingContributions.mayor} for mayoral candidates.
          </List.Item>
          <List.Item>
            A participating candidate accepts at most {dollars(RULES.perDonorLimitCents)} from each
            donor.
          </List.Item>
          <List.Item>
            Seed money is limited to {dollars(RULES.seedMoneyPerDonorCents)} per donor and{' '}
            {dollars(RULES.seedMoneyTotalCents)} in total; in-kind contributions to{' '}
            {dollars(RULES.inKindPerDonorCents)} per donor.
          </List.Item>
          <List.Item>
            The City matches the first {dollars(RULES.matchableFirstCents)} a Portland donor gives
            at {RULES.matchRatio} to 1: a {dollars(RULES.matchableFirstCents)} contribution brings
            the campaign {dollars(RULES.matchableFirstCents * (RULES.matchRatio + 1))}.
          </List.Item>
        </List>
      </Section>
      <Section title="Where the data come from">
        <Text>
          Participating campaigns record their contributions in this portal, so their figures are
          live: the{' '}
          <Anchor component={Link} to="/">
            public dashboard
          </Anchor>{' '}
          shows a contribution as soon as a campaign submits it, and the amount the City matched
          once it has been reviewed.
        </Text>
        <Text>
          Candidates who do not take part report to the State of Oregon's campaign finance filing
          system instead. Their filings reach the dashboard later and in batches, so the newest
          contributions to non-participating candidates may be missing; the dashboard names the date
          of the latest transaction it holds.
        </Text>
        <Text>
          Places on the map come from each contributor's address, rounded to about 100 m. City
          matching payments are not mapped. Donors' names, addresses and contact details are never
          published.
        </Text>
      </Section>
      <Section title="Using the data">
        <Text>
          Every view of the dashboard can be downloaded as CSV or JSON from its "Download this data"
          section, free to reuse. Scripts can read the same figures through the{' '}
          <Anchor href="/api-docs">REST API reference</Anchor>.
        </Text>
      </Section>
    </Stack>
  );
}
