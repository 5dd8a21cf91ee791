import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../lib/session';
import { useTRPC } from '../trpc';

/**
 * The name of the campaign a government admin is editing in edit mode, or null outside it (and
 * while the government's campaigns load). The session names only the campaign's id; the list is
 * the one the edit-mode picker reads, so it is usually cached already.
 */
export function useEditedCampaignName(): string | null {
  const user = useCurrentUser();
  const trpc = useTRPC();
  const governmentId = user.governmentId ?? 0;
  const editing = user.assumed && user.governmentId !== null;
  const campaigns = useQuery({
    ...trpc.campaigns.list.queryOptions({ governmentId }),
    enabled: editing,
  });
  if (!editing) return null;
  return campaigns.data?.find((campaign) => campaign.id === user.campaignId)?.name ?? null;
}
