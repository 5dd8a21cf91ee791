import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  NumberInput,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  centsToDollars,
  dollarsToCents,
  formatMoney,
  PROGRAMME_RULES,
  publicMoneyCents,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { describeFailure } from '../../lib/failure';
import type { ModalControls } from '../../modals/modal-types';
import { useTRPC } from '../../trpc';
import { CURRENCY_INPUT_PROPS } from '../masks';
import {
  checkMatchAmountForm,
  type MatchAmountForm,
  type MatchComputationView,
} from './match-amount';
import type { MatchContributionModalProps } from './props';

export const MATCH_REASON_LABEL = 'Reason for matching more than the rule';

const dollars = (amount: number) => formatMoney(dollarsToCents(amount));

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

/** How the rule arrives at its amount: the donor's history with this campaign. */
function ComputationSummary({ computation }: { computation: MatchComputationView }) {
  const firstPart = formatMoney(PROGRAMME_RULES.matchableFirstCents);
  return (
    <Stack gap={4} data-testid="match-computation">
      <Figure label="Contribution">{dollars(computation.amount)}</Figure>
      <Text size="sm">Earlier matched gifts from this donor to this campaign</Text>
      {computation.earlier.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <List size="sm" aria-label="Earlier matched gifts">
          {computation.earlier.map((gift) => (
            <List.Item key={gift.id}>
              {`#${gift.id} on ${gift.date}: ${dollars(gift.amount)} given, ${dollars(gift.matchAmount)} matched`}
            </List.Item>
          ))}
        </List>
      )}
      <Figure label="Already matched">{dollars(computation.alreadyMatched)}</Figure>
      <Figure label={`Remaining eligible of the first ${firstPart}`}>
        {dollars(computation.remainingEligible)}
      </Figure>
      <Figure label="Match under the programme rule">{dollars(computation.suggestedMatch)}</Figure>
      {!computation.eligible && (
        <Alert color="orange" title="Not eligible for a match">
          <List size="sm">
            {computation.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

function MatchAmountFields(
  props: { computation: MatchComputationView } & MatchContributionModalProps & ModalControls,
) {
  const { computation, onConfirm, close } = props;
  const form = useForm<MatchAmountForm>({
    // Starts at the suggested match: the donation, capped by the donor's remaining eligibility.
    initialValues: { matchAmount: computation.suggestedMatch, matchReason: '' },
    validate: (values) => checkMatchAmountForm(values, computation).errors,
  });
  const [saving, setSaving] = useState(false);
  const check = checkMatchAmountForm(form.values, computation);

  const submit = async () => {
    if (form.validate().hasErrors || check.cents === null) return;
    setSaving(true);
    try {
      const saved = await onConfirm({
        matchAmount: centsToDollars(check.cents),
        ...(check.beyondRule ? { matchReason: form.values.matchReason.trim() } : {}),
      });
      if (saved) close();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <NumberInput
          label="Match Amount"
          withAsterisk
          {...form.getInputProps('matchAmount')}
          {...CURRENCY_INPUT_PROPS}
        />
        {check.beyondRule && (
          <Textarea
            label={MATCH_REASON_LABEL}
            withAsterisk
            rows={2}
            {...form.getInputProps('matchReason')}
          />
        )}
        <Figure label={`Public money (${PROGRAMME_RULES.matchRatio} to 1)`}>
          <span data-testid="public-money">
            {check.cents === null ? '-' : formatMoney(publicMoneyCents(check.cents))}
          </span>
        </Figure>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Match Contribution
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * MatchContribution (spec sections 4 and 5): the programme rule's computation for this donor and
 * campaign, and the match amount to process the contribution with, defaulting to the rule's.
 */
export function MatchContributionModal(props: MatchContributionModalProps & ModalControls) {
  const trpc = useTRPC();
  const computation = useQuery(
    trpc.matching.computation.queryOptions({ id: props.contributionId }),
  );
  if (computation.isPending) return <Loader size="sm" aria-label="Loading the computation" />;
  if (computation.isError)
    return <Text c="red">Error - {describeFailure(computation.error).message}</Text>;
  return (
    <Stack>
      <ComputationSummary computation={computation.data} />
      <MatchAmountFields computation={computation.data} {...props} />
    </Stack>
  );
}
