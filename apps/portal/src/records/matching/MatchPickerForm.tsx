import { Loader, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flashSuccess } from '../../lib/flash';
import type { ModalControls } from '../../modals/modal-types';
import { useTRPC } from '../../trpc';
import { recordKeys } from '../api';
import { flashStatusFailure } from '../flashes';
import { MatchOptionContent } from './MatchStrengthBadge';
import { type MatchEntry, type MatchOption, matchPickerState, optionLabel } from './match-options';
import type { MatchPickerFormProps } from './props';

export const MATCH_PICKER_TEXTS = {
  loadFailed: 'Could not find any matches',
  noCandidates: 'No Matches Found',
  prompt: 'Click to select a match',
  final: 'An exact match is final and cannot be changed.',
} as const;

/** The contribution's match entry (candidates and choice); government admins only. */
export function useMatchEntry(contributionId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.matching.get.queryOptions({ id: contributionId }));
}

/** Sends the admin's choice, then refreshes the match and the contribution (spec section 4). */
function useChooseMatch(contributionId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const choose = useMutation(trpc.matching.choose.mutationOptions());

  const send = async (option: MatchOption): Promise<boolean> => {
    try {
      await choose.mutateAsync({
        id: contributionId,
        matchId: option.candidate?.id ?? null,
        matchStrength: option.matchStrength,
      });
    } catch (error) {
      flashStatusFailure(error);
      return false;
    }
    // The match says who the donor is, so their limits, computation and previous donations move
    // with it, not only the match entry.
    await Promise.all([
      queryClient.invalidateQueries(trpc.matching.pathFilter()),
      queryClient.invalidateQueries(trpc.contributions.list.pathFilter()),
      queryClient.invalidateQueries({
        queryKey: recordKeys.detail('contributions', contributionId),
      }),
    ]);
    flashSuccess('Match Updated');
    return true;
  };
  return { send, busy: choose.isPending };
}

/** The picker over a loaded match entry. Choosing an option saves it at once. */
function MatchPicker(props: { contributionId: number; entry: MatchEntry; onChosen?: () => void }) {
  const { contributionId, entry, onChosen } = props;
  const picker = matchPickerState(entry);
  const { send, busy } = useChooseMatch(contributionId);
  // Shows the option being saved until the refreshed entry arrives.
  const [savingId, setSavingId] = useState<string | null>(null);
  const optionsById = new Map(picker.options.map((option) => [option.id, option]));

  const submit = async (id: string) => {
    const option = optionsById.get(id);
    if (!option || id === picker.chosenId) return;
    setSavingId(id);
    const saved = await send(option);
    setSavingId(null);
    if (saved) onChosen?.();
  };

  return (
    <Stack gap="xs">
      {!picker.hasCandidates && (
        <Text size="sm" c="dimmed">
          {MATCH_PICKER_TEXTS.noCandidates}
        </Text>
      )}
      <Select
        label="Choose a match"
        placeholder={MATCH_PICKER_TEXTS.prompt}
        data={picker.options.map((option) => ({ value: option.id, label: optionLabel(option) }))}
        value={savingId ?? picker.value}
        onOptionSubmit={(id) => void submit(id)}
        renderOption={({ option }) => {
          const match = optionsById.get(option.value);
          return match ? <MatchOptionContent option={match} /> : option.label;
        }}
        allowDeselect={false}
        disabled={picker.final || busy}
        maxDropdownHeight={360}
      />
      {picker.final && (
        <Text size="xs" c="dimmed">
          {MATCH_PICKER_TEXTS.final}
        </Text>
      )}
    </Stack>
  );
}

/**
 * MatchPickerForm (spec section 2): the candidates of one contribution, best first, in the
 * strength colours. The detail page shows it inline; as a modal it closes once a match is saved.
 */
export function MatchPickerForm({
  contributionId,
  close,
}: MatchPickerFormProps & Partial<ModalControls>) {
  const entry = useMatchEntry(contributionId);
  if (entry.isPending) return <Loader size="sm" aria-label="Loading matches" />;
  if (entry.isError)
    return (
      <Text size="sm" c="red">
        {MATCH_PICKER_TEXTS.loadFailed}
      </Text>
    );
  return <MatchPicker contributionId={contributionId} entry={entry.data} onChosen={close} />;
}
