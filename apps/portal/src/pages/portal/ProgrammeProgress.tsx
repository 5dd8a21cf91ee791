import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Progress,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import { dollarsToCents } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { campaignSelectOptions } from '../../lib/campaign-options';
import { describeFailure } from '../../lib/failure';
import { useTRPC } from '../../trpc';
import { showCalendarDate } from '../public-funds/calendar-date';
import { MoneyLine } from './MoneyLine';
import { ProgrammeLimitsTable } from './ProgrammeLimitsTable';

type Qualification = NonNullable<RouterOutputs['payments']['standing']['qualification']>;

/** The qualifying contributions' dollars and, once reached, the day the campaign qualified. */
function QualificationDetail({ qualification }: { qualification: Qualification }) {
  return (
    <>
      <MoneyLine label="Qualifying contributions total" cents={qualification.qualifyingCents} />
      {qualification.qualifiedOn && (
        <Text size="sm">{`Qualified on ${showCalendarDate(qualification.qualifiedOn)}`}</Text>
      )}
    </>
  );
}

/** One campaign's standing: qualifying count against its office's threshold, money, limits. */
function CampaignProgress({ campaignId }: { campaignId: number }) {
  const trpc = useTRPC();
  const progress = useQuery(trpc.matching.campaignProgress.queryOptions({ campaignId }));
  // The election's programme settings hold the threshold when they cover today; they also give
  // the qualifying dollars and the day the campaign qualified.
  const standing = useQuery(trpc.payments.standing.queryOptions({ campaignId }));
  if (progress.isPending) return <Loader size="sm" aria-label="Loading programme progress" />;
  if (progress.isError) return <Alert color="red">{describeFailure(progress.error).message}</Alert>;
  const fromSettings = standing.data?.qualification ?? null;
  const qualifying = fromSettings ?? progress.data.qualifying;
  const { warnings } = progress.data;
  const office = progress.data.office;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {`Qualifying contributions: ${qualifying.count} of ${qualifying.threshold}`}
        </Text>
        {qualifying.qualified && <Badge color="green">Qualified</Badge>}
      </Group>
      <Progress
        value={qualifying.percent}
        color={qualifying.qualified ? 'green' : 'blue'}
        aria-label={`Qualifying contributions, ${qualifying.percent}%`}
      />
      <Text size="xs" c="dimmed">
        {qualifying.qualified
          ? `${office}: threshold reached`
          : `${office}: ${qualifying.remaining} more to qualify`}
      </Text>
      {fromSettings && <QualificationDetail qualification={fromSettings} />}
      <MoneyLine
        label="Public money matched"
        cents={dollarsToCents(progress.data.publicMoneyMatched)}
      />
      <MoneyLine
        label="Public money pending"
        cents={dollarsToCents(progress.data.publicMoneyPending)}
      />
      <ProgrammeLimitsTable rows={warnings} />
    </Stack>
  );
}

/** A government admin reviews one campaign at a time; the dashboard has no campaign of its own. */
function CampaignChoice(props: {
  governmentId: number;
  campaignId: number | null;
  onChange: (campaignId: number | null) => void;
}) {
  const trpc = useTRPC();
  const campaigns = useQuery(
    trpc.campaigns.list.queryOptions({ governmentId: props.governmentId }),
  );
  return (
    <Select
      label="Campaign"
      {...campaignSelectOptions(campaigns)}
      value={props.campaignId === null ? null : String(props.campaignId)}
      onChange={(value) => props.onChange(value === null ? null : Number(value))}
      searchable
      size="xs"
    />
  );
}

/**
 * 'Programme progress' on the portal dashboard: campaign users see their campaign; a
 * government admin picks one of the government's campaigns.
 */
export function ProgrammeProgress(props: {
  campaignId: number | null;
  governmentId: number | null;
}) {
  const [chosenCampaignId, setChosenCampaignId] = useState<number | null>(null);
  const campaignId = props.campaignId ?? chosenCampaignId;
  return (
    <Card withBorder mb="md" role="group" aria-label="Programme progress">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Programme progress
        </Title>
        {props.campaignId === null && props.governmentId !== null && (
          <CampaignChoice
            governmentId={props.governmentId}
            campaignId={chosenCampaignId}
            onChange={setChosenCampaignId}
          />
        )}
        {campaignId !== null && <CampaignProgress campaignId={campaignId} />}
      </Stack>
    </Card>
  );
}
