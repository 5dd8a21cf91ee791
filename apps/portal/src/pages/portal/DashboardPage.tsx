import { Grid } from '@mantine/core';
import type { CurrentUser } from '../../lib/current-user';
import { useCurrentUser } from '../../lib/session';
import { PageTitle } from '../PageTitle';
import { CampaignFinances, type SummaryScope } from './CampaignFinances';
import { ProgrammeProgress } from './ProgrammeProgress';
import { QuickLinks } from './QuickLinks';
import { RecentActivity } from './RecentActivity';
import { RecordSearch } from './RecordSearch';

/** The current campaign's numbers, or the whole government's for a government admin. */
function dashboardScope(user: CurrentUser): SummaryScope | null {
  if (user.campaignId !== null) return { campaignId: user.campaignId };
  if (user.governmentId !== null) return { governmentId: user.governmentId };
  return null;
}

/** Spec section 2 "Portal dashboard". */
export default function DashboardPage() {
  const user = useCurrentUser();
  const scope = dashboardScope(user);
  return (
    <>
      <PageTitle>Campaign Finances</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          {scope && <CampaignFinances scope={scope} />}
          {scope && (
            <ProgrammeProgress campaignId={user.campaignId} governmentId={user.governmentId} />
          )}
          <RecordSearch />
          {scope && <RecentActivity scope={scope} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <QuickLinks user={user} />
        </Grid.Col>
      </Grid>
    </>
  );
}
