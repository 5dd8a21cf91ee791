import { ActionIcon, Anchor, Group, TextInput } from '@mantine/core';
import { CAMPAIGN_MESSAGES, campaignNameSchema } from '@portal/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeFailure } from '../../lib/failure';
import { flashError, flashSuccess } from '../../lib/flash';
import { useTRPC } from '../../trpc';

/** The Campaign column: the name, which turns into an input when clicked (inline rename). */
export function CampaignNameCell({
  campaign,
}: {
  campaign: { id: number; name: string; governmentId: number };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rename = useMutation(trpc.campaigns.rename.mutationOptions());
  const [draft, setDraft] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const save = async () => {
    if (draft === null) return;
    if (draft.trim() === campaign.name) {
      setDraft(null);
      return;
    }
    // The same name rule as the server's (and as Add New Campaign's), shown under the input.
    const checked = campaignNameSchema.safeParse(draft);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? CAMPAIGN_MESSAGES.nameRequired);
      return;
    }
    try {
      await rename.mutateAsync({
        governmentId: campaign.governmentId,
        campaignId: campaign.id,
        newName: draft,
      });
    } catch (error) {
      // Spec section 8 gives one form for every failure: 'Unable to update campaign name - {error}'.
      flashError(`Unable to update campaign name - ${describeFailure(error).message}`);
      return;
    }
    await queryClient.invalidateQueries(trpc.campaigns.list.pathFilter());
    flashSuccess('Campaign name updated');
    setDraft(null);
  };

  if (draft === null) {
    return (
      <Anchor component="button" type="button" onClick={() => setDraft(campaign.name)}>
        {campaign.name}
      </Anchor>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        aria-label="Campaign name"
        value={draft}
        error={nameError}
        autoFocus
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setNameError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <ActionIcon
        variant="subtle"
        aria-label="Save campaign name"
        loading={rename.isPending}
        disabled={draft.trim() === ''}
        onClick={() => void save()}
      >
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label="Cancel" onClick={() => setDraft(null)}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
