import { Card, Grid, Title } from '@mantine/core';
import { useCurrentUser } from '../../lib/session';
import { NotAvailableYet, PageTitle } from '../PageTitle';
import { QuickLinks } from './QuickLinks';

export default function DashboardPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle>Campaign Finances</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Card withBorder mb="md">
            <Title order={4} mb="sm">
              Summary
            </Title>
            <NotAvailableYet what="The contribution and expense summary is" />
          </Card>
          <Card withBorder>
            <Title order={4} mb="sm">
              Recent Activity
            </Title>
            <NotAvailableYet what="Recent activity is" />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <QuickLinks user={user} />
        </Grid.Col>
      </Grid>
    </>
  );
}
