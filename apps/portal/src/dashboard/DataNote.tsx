import { Text } from '@mantine/core';
import { BUSINESS_TIME_ZONE } from '@portal/domain';

const moment = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

/** When the live data was read, and how far the delayed external filings reach. */
export function DataNote({
  retrievedAt,
  latestExternalDate,
}: {
  retrievedAt: Date;
  latestExternalDate: string | null;
}) {
  return (
    <Text size="sm" c="dimmed" mb="sm" data-testid="data-note">
      Participant data is live, retrieved {moment.format(retrievedAt)} (Pacific time).{' '}
      {latestExternalDate
        ? `Non-participant data is filed with the state and runs through ${day.format(new Date(`${latestExternalDate}T00:00:00Z`))}.`
        : 'No non-participant data has been loaded yet.'}
    </Text>
  );
}
