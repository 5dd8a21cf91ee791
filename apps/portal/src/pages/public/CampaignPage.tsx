import { Anchor, Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { CampaignSections } from '../../campaign-page/CampaignSections';
import { ComparePicker } from '../../campaign-page/ComparePicker';
import { CompareTable } from '../../campaign-page/CompareTable';
import {
  COMPARE_PARAMETER,
  comparedCampaignIds,
  compareParameter,
} from '../../campaign-page/compare-choice';
import { ComparePanels } from '../../dashboard/ComparePanels';
import { DataError } from '../../dashboard/DataError';
import { useTRPC } from '../../trpc';
import { PageTitle } from '../PageTitle';

/** The path's id: a participating campaign's, or a non-participant's negative one. */
const idFrom = (text: string | undefined): number | null =>
  text && /^-?\d{1,10}$/.test(text) ? Number(text) : null;

/** Ways to follow a participating campaign: e-mail alerts and its Atom feed (also in the head). */
function FollowLinks({ id, name }: { id: number; name: string }) {
  const feed = `/feeds/campaign/${id}.atom`;
  return (
    <Group gap="md">
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`${name}: new activity`}
        href={feed}
      />
      <Anchor component={Link} to={`/alerts?campaign=${id}`}>
        Follow by e-mail
      </Anchor>
      <Anchor href={feed}>Atom feed of new activity</Anchor>
    </Group>
  );
}

/**
 * `/campaign/:id`: one campaign's public page, participating or from state filings; with
 * `?compare=` up to three others beside it, the choice kept in the address.
 */
export default function CampaignPage() {
  const ownId = idFrom(useParams().id);
  const [search, setSearch] = useSearchParams();
  const trpc = useTRPC();
  const ids = ownId === null ? [] : comparedCampaignIds(ownId, search.get(COMPARE_PARAMETER));
  const campaigns = useQuery(trpc.dashboard.campaigns.queryOptions());
  const pages = useQuery({
    ...trpc.campaignPages.compare.queryOptions({ campaignIds: ids }),
    enabled: ids.length > 0,
  });

  if (ownId === null)
    return (
      <Stack>
        <PageTitle>Campaign not found</PageTitle>
        <Text>There is no campaign at this address.</Text>
      </Stack>
    );

  const choose = (others: number[]) => {
    const next = new URLSearchParams(search);
    const value = compareParameter(others);
    if (value) next.set(COMPARE_PARAMETER, value);
    else next.delete(COMPARE_PARAMETER);
    setSearch(next, { replace: true });
  };

  if (pages.error) {
    const notFound = pages.error.data?.code === 'NOT_FOUND';
    return (
      <Stack>
        <PageTitle>{notFound ? 'Campaign not found' : 'Campaign'}</PageTitle>
        {notFound ? (
          <Text>
            No campaign has this address.{' '}
            <Anchor component={Link} to="/">
              Back to the dashboard
            </Anchor>
          </Text>
        ) : (
          <DataError source="Campaign data error" error={pages.error} />
        )}
      </Stack>
    );
  }
  if (!pages.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the campaign" />
      </Center>
    );

  const [own, ...others] = pages.data;
  if (!own) return null;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/" size="sm">
        Back to the dashboard
      </Anchor>
      <PageTitle>
        {others.length > 0 ? `${own.campaign.name} compared` : own.campaign.name}
      </PageTitle>
      <Group gap="xs">
        <Text>{own.campaign.officeSought}</Text>
        <Badge color={own.campaign.participating ? 'blue.8' : 'gray.8'} variant="filled">
          {own.campaign.participating ? 'OAE participant' : 'Non-participant: state filings'}
        </Badge>
      </Group>
      {own.campaign.participating ? (
        <FollowLinks id={own.campaign.id} name={own.campaign.name} />
      ) : null}
      <ComparePicker
        ownId={ownId}
        campaigns={campaigns.data ?? []}
        chosen={ids.slice(1)}
        onChange={choose}
      />
      {others.length > 0 ? (
        <>
          <CompareTable pages={pages.data} />
          <ComparePanels
            count={false}
            panels={pages.data.map((page) => ({
              campaignId: page.campaign.id,
              campaignName: page.campaign.name,
              officeSought: page.campaign.officeSought,
              participating: page.campaign.participating,
              stats: {
                contributions: page.totals.contributions,
                donors: page.totals.donors,
                medianCents: page.totals.medianCents,
                totalCents: page.totals.raisedCents,
                matchCents: page.totals.matchedCents,
              },
              charts: page.charts,
            }))}
          />
        </>
      ) : (
        <CampaignSections page={own} />
      )}
      <Text size="sm">
        Open data for this campaign:{' '}
        <Anchor href={`/open-data/campaign/${own.campaign.id}.json`}>JSON</Anchor>
        {' · '}
        <Anchor href={`/open-data/campaign/${own.campaign.id}.csv`}>CSV</Anchor>
      </Text>
    </Stack>
  );
}
