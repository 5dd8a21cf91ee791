import { Grid } from '@mantine/core';
import { SKIP_TARGET_CLASS } from '../../layout/SkipLink';
import { usePageSkipLinks } from '../../layout/skip-links';
import type { CurrentUser } from '../../lib/current-user';
import { useCurrentUser } from '../../lib/session';
import { PageTitle } from '../PageTitle';
import { CampaignFinances, type SummaryScope } from './CampaignFinances';
import { ProgrammeProgress } from './ProgrammeProgress';
import { PublicFundsCard } from './PublicFundsCard';
import { QuickLinks } from './QuickLinks';
import { RecentActivity } from './RecentActivity';
import { RecordSearch } from './RecordSearch';

/** The current campaign's numbers, or the whole government's for a government admin. */
function dashboardScope(user: CurrentUser): SummaryScope | null {
  if (user.campaignId !== null) return { campaignId: user.campaignId };
  if (user.governmentId !== null) return { governmentId: user.governmentId };
  return null;
}

const QUICK_LINKS_ID = 'portal-quick-links';

/** Spec section 2 "Portal dashboard". */
export default function DashboardPage() {
  const user = useCurrentUser();
  const scope = dashboardScope(user);
  usePageSkipLinks([{ id: QUICK_LINKS_ID, label: 'Skip to quick links' }]);
  return (
    <>
      <PageTitle>Campaign Finances</PageTitle>
      {/* The quick links come first in reading and Tab order, right after the heading: they are
          the page's main actions, and the limits table before them can hold a hundred links.
          On wide screens they still sit in the right-hand column. */}
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }} order={{ base: 1, sm: 2 }}>
          <div id={QUICK_LINKS_ID} tabIndex={-1} className={SKIP_TARGET_CLASS}>
            <QuickLinks user={user} />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }} order={{ base: 2, sm: 1 }}>
          {scope && <CampaignFinances scope={scope} />}
          {scope && (
            <ProgrammeProgress campaignId={user.campaignId} governmentId={user.governmentId} />
          )}
          {user.campaignId !== null && <PublicFundsCard campaignId={user.campaignId} />}
          <RecordSearch />
          {scope && <RecentActivity scope={scope} />}
        </Grid.Col>
      </Grid>
    </>
  );
}
