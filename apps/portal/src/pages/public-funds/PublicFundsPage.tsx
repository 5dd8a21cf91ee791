import { Divider } from '@mantine/core';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import { PageTitle } from '../PageTitle';
import { PaymentRunsSection } from './PaymentRunsSection';
import { ProgrammeSettingsSection } from './ProgrammeSettingsSection';

/** The government admin's public funds: payment runs, then each election's programme settings. */
export default function PublicFundsPage() {
  const user = useCurrentUser();
  if (!user.isGovernmentAdmin || user.governmentId === null) {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <>
      <PageTitle>Public funds</PageTitle>
      <PaymentRunsSection governmentId={user.governmentId} />
      <Divider my="xl" />
      <ProgrammeSettingsSection governmentId={user.governmentId} />
    </>
  );
}
