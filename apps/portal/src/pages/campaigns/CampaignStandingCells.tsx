import { Stack, Text } from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import { Money } from '@portal/ui';
import { showCalendarDate } from '../public-funds/calendar-date';

export type CampaignStanding = RouterOutputs['payments']['standings'][number];

/**
 * A campaign's qualification in the Campaigns table: its count and dollars against its office's
 * threshold, and the day it qualified.
 */
export function QualificationCell({ standing }: { standing: CampaignStanding | undefined }) {
  const qualification = standing?.qualification;
  if (!qualification) return <Text size="sm">No programme covers today</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{`${qualification.count} of ${qualification.threshold}`}</Text>
      <Text size="xs">
        <Money cents={qualification.qualifyingCents} />
      </Text>
      <Text size="xs">
        {qualification.qualifiedOn
          ? `Qualified on ${showCalendarDate(qualification.qualifiedOn)}`
          : `${qualification.remaining} more to qualify`}
      </Text>
    </Stack>
  );
}

/** Matched: the public funds approved payment runs have paid the campaign. */
export function PublicFundsPaidCell({ standing }: { standing: CampaignStanding | undefined }) {
  if (!standing) return '';
  return <Money cents={standing.paidCents} />;
}
