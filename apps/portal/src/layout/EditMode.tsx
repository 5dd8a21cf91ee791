import { Box, Button, Popover, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { canAssume } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { campaignSelectOptions } from '../lib/campaign-options';
import { ranOrFlashed } from '../lib/flash';
import { useCurrentUser } from '../lib/session';
import { useTRPC } from '../trpc';
import { useEditedCampaignName } from './use-edited-campaign';

/** The banner's two lines: the spec's button and the campaign being edited. */
export const EDIT_MODE_BANNER_HEIGHT = 52;

/** Edit mode changes who the session acts as, so everything cached is re-read. */
function useRefreshAfterEditModeChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/**
 * The full-width red banner while a government admin acts as a campaign (spec section 2,
 * 'Edit-mode banner'); clicking it turns edit mode off. Below the spec's words it names the
 * campaign being edited, so nobody edits one campaign believing it is another.
 */
export function EditModeBanner() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshAfterEditModeChange();
  const stop = useMutation(trpc.campaigns.stopAssuming.mutationOptions());
  const turnOff = async () => {
    if (!(await ranOrFlashed(() => stop.mutateAsync(), 'Unable to turn off edit mode'))) return;
    await refresh();
    await navigate('/dashboard');
  };
  const campaignName = useEditedCampaignName();
  return (
    <Box
      w="100%"
      h={EDIT_MODE_BANNER_HEIGHT}
      bg="red.9"
      c="white"
      ta="center"
      px="sm"
      data-testid="edit-mode-banner"
    >
      <UnstyledButton
        onClick={() => void turnOff()}
        disabled={stop.isPending}
        c="white"
        fw={700}
        pt={4}
      >
        EDIT MODE ON - Click to turn off
      </UnstyledButton>
      <Text size="sm" truncate="end" data-testid="edit-mode-campaign">
        {campaignName ? `Editing ${campaignName}` : 'Editing a campaign'}
      </Text>
    </Box>
  );
}

/**
 * Dashboard, Campaigns and Settings are hidden while a government admin acts as a campaign (spec
 * sections 2 and 6). Opened by URL (a bookmark, the back button) they lead to the campaign's
 * contributions, where edit mode starts, instead of showing the government's pages in the
 * middle of editing a campaign.
 */
export function HiddenInEditMode() {
  const user = useCurrentUser();
  if (user.assumed) return <Navigate to="/contributions" replace />;
  return <Outlet />;
}

/** 'Turn on edit mode' for government admins: choose the campaign to act as. */
export function TurnOnEditMode() {
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  if (!canAssume(user.me.permissions) || user.assumed || user.governmentId === null) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="right-start" withArrow trapFocus>
      <Popover.Target>
        <Button color="red" variant="light" size="xs" onClick={() => setOpened((open) => !open)}>
          Turn on edit mode
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened && <CampaignChoice governmentId={user.governmentId} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function CampaignChoice({ governmentId }: { governmentId: number }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshAfterEditModeChange();
  const campaigns = useQuery(trpc.campaigns.list.queryOptions({ governmentId }));
  const assume = useMutation(trpc.campaigns.assume.mutationOptions());
  const [campaignId, setCampaignId] = useState<string | null>(null);

  const turnOn = async () => {
    if (campaignId === null) return;
    const turnOn = () => assume.mutateAsync({ campaignId: Number(campaignId) });
    if (!(await ranOrFlashed(turnOn, 'Unable to turn on edit mode'))) return;
    await refresh();
    // The dashboard is hidden in edit mode; the campaign's contributions are where edits start.
    await navigate('/contributions');
  };

  return (
    <Stack gap="xs" w={260}>
      <Select
        label="Campaign to edit"
        {...campaignSelectOptions(campaigns)}
        value={campaignId}
        onChange={setCampaignId}
        searchable
        // The popover moves focus here as it opens; the list waits to be asked for (a click,
        // typing or arrow down) instead of covering the button at once.
        openOnFocus={false}
        comboboxProps={{ withinPortal: false }}
      />
      <Button
        color="red"
        disabled={campaignId === null}
        loading={assume.isPending}
        onClick={() => void turnOn()}
      >
        Edit this campaign
      </Button>
    </Stack>
  );
}
