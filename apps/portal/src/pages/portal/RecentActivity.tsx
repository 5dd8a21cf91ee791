import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import { DateText, PagerControls } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { activityAuthor } from '../../lib/activity-author';
import { describeFailure } from '../../lib/failure';
import { useTRPC } from '../../trpc';
import type { SummaryScope } from './CampaignFinances';

/** Spec section 9: the dashboard shows 25 activities a page. */
export const DASHBOARD_ACTIVITIES_PER_PAGE = 25;

type Activity = RouterOutputs['activities']['list']['data'][number];

const recordLink = (activity: Activity) =>
  activity.contributionId !== null
    ? `/contributions/${activity.contributionId}`
    : activity.expenditureId !== null
      ? `/expenses/${activity.expenditureId}`
      : null;

function ActivityEntry({ activity }: { activity: Activity }) {
  const link = recordLink(activity);
  return (
    <Stack gap={0} role="listitem">
      <Text size="xs" c="dimmed">
        <DateText value={activity.createdAt} format="activity" /> · {activityAuthor(activity)}
      </Text>
      {link ? (
        <Anchor component={Link} to={link} size="sm">
          {activity.notes}
        </Anchor>
      ) : (
        <Text size="sm">{activity.notes}</Text>
      )}
    </Stack>
  );
}

/** The campaign's or government's history, newest first, each entry linking to its record. */
export function RecentActivity({ scope }: { scope: SummaryScope }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(0);
  const activities = useQuery({
    ...trpc.activities.list.queryOptions({
      ...scope,
      page,
      perPage: DASHBOARD_ACTIVITIES_PER_PAGE,
    }),
    // The pager stays (with its focus) while the next page loads.
    placeholderData: keepPreviousData,
  });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Recent Activity
      </Title>
      {activities.isPending ? (
        <Loader size="sm" aria-label="Loading activity" />
      ) : activities.isError ? (
        <Alert color="red">{describeFailure(activities.error).message}</Alert>
      ) : activities.data.data.length === 0 ? (
        <Text c="dimmed">No activity yet</Text>
      ) : (
        <Stack gap="sm" role="list" aria-label="Recent Activity">
          {activities.data.data.map((activity) => (
            <ActivityEntry key={activity.id} activity={activity} />
          ))}
        </Stack>
      )}
      {activities.data && activities.data.total > DASHBOARD_ACTIVITIES_PER_PAGE && (
        <PagerControls
          page={page}
          perPage={DASHBOARD_ACTIVITIES_PER_PAGE}
          total={activities.data.total}
          pageSizes={[DASHBOARD_ACTIVITIES_PER_PAGE]}
          onPageChange={setPage}
          onPerPageChange={() => {}}
        />
      )}
    </Card>
  );
}
