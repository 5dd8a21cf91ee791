import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../lib/session';
import { type ListInput, type RecordCollection, recordKeys, useRecordApi } from './api';

/** Which records the caller lists: a government admin their government, others their campaign. */
export function useListScope(): { campaignId?: number; governmentId?: number } {
  const user = useCurrentUser();
  if (user.isGovernmentAdmin && !user.assumed)
    return user.governmentId ? { governmentId: user.governmentId } : {};
  return user.campaignId ? { campaignId: user.campaignId } : {};
}

/** One page of a record list; the previous page stays on screen while the next loads. */
export function useRecordList<Kind extends RecordCollection>(kind: Kind, input: ListInput) {
  const api = useRecordApi(kind);
  return useQuery({
    queryKey: recordKeys.list(kind, input),
    queryFn: () => api.list(input),
    placeholderData: keepPreviousData,
  });
}
