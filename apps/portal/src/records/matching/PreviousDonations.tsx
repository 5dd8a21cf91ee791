import { Button, Paper, Text } from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import { CONTRIBUTION_STATUSES, type ContributionStatus, dollarsToCents } from '@portal/domain';
import { Money, PagedTable, type PagedTableColumn, StatusBadge } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../lib/failure';
import { useTRPC } from '../../trpc';
import { SectionTitle } from '../form-sections';

type DonationRow = RouterOutputs['contributions']['list']['data'][number];

/** Spec section 9: previous donations are shown 10 to a page. */
export const PREVIOUS_DONATIONS_PER_PAGE = 10;
/**
 * The list procedure pages by 50, 100 or 150 only, so the table asks for blocks of 50 and shows
 * them 10 at a time; five table pages share one request.
 */
const FETCH_BLOCK = 50;

/**
 * Previous Donations (spec section 2, government admin only): every contribution matched to the
 * same donor across the government, newest first. The record on screen reads Current.
 */
export function PreviousDonations(props: {
  contributionId: number;
  matchId: string | null;
  governmentId: number;
}) {
  const { contributionId, matchId, governmentId } = props;
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const block = Math.floor((page * PREVIOUS_DONATIONS_PER_PAGE) / FETCH_BLOCK);
  const donations = useQuery({
    ...trpc.contributions.list.queryOptions({
      governmentId,
      matchId,
      page: block,
      perPage: FETCH_BLOCK,
    }),
    enabled: matchId !== null,
    placeholderData: keepPreviousData,
  });
  const startInBlock = page * PREVIOUS_DONATIONS_PER_PAGE - block * FETCH_BLOCK;
  const rows =
    donations.data?.data.slice(startInBlock, startInBlock + PREVIOUS_DONATIONS_PER_PAGE) ?? [];

  const columns: PagedTableColumn<DonationRow>[] = [
    { key: 'date', header: 'Date', render: (row) => row.date },
    { key: 'campaign', header: 'Campaign', render: (row) => row.campaignName },
    {
      key: 'amount',
      header: 'Amount',
      render: (row) => <Money cents={dollarsToCents(row.amount)} />,
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <StatusBadge
          status={CONTRIBUTION_STATUSES.labels[row.status as ContributionStatus] ?? row.status}
        />
      ),
    },
    {
      key: 'match',
      header: 'Match',
      render: (row) =>
        row.matchAmount === null ? '' : <Money cents={dollarsToCents(row.matchAmount)} />,
    },
    {
      key: 'open',
      header: '',
      render: (row) =>
        row.id === contributionId ? (
          <Button size="xs" variant="light" disabled>
            Current
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            aria-label={`View contribution #${row.id}`}
            onClick={() => navigate(`/contributions/${row.id}`)}
          >
            View
          </Button>
        ),
    },
  ];

  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label="Previous Donations">
      <SectionTitle>Previous Donations</SectionTitle>
      {donations.isError ? (
        <Text c="red" size="sm">
          Error - {describeFailure(donations.error).message}
        </Text>
      ) : (
        <PagedTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          emptyText={
            matchId !== null && donations.isPending ? 'Loading...' : 'No previous donations found'
          }
          pageSizes={[PREVIOUS_DONATIONS_PER_PAGE]}
          serverPaging={{
            total: donations.data?.total ?? 0,
            page,
            perPage: PREVIOUS_DONATIONS_PER_PAGE,
            onChange: (nextPage) => setPage(nextPage),
          }}
        />
      )}
    </Paper>
  );
}
