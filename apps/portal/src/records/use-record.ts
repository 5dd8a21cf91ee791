import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { type RecordKind, recordKeys, useRecordApi } from './api';

/** The record named by the address (`/contributions/:id`, `/expenses/:id`). */
export function useRecordFromPath<Kind extends RecordKind>(kind: Kind) {
  const { id } = useParams();
  const recordId = Number(id);
  const api = useRecordApi(kind);
  return useQuery({
    queryKey: recordKeys.detail(kind, recordId),
    queryFn: () => api.get({ id: recordId }),
    enabled: Number.isInteger(recordId) && recordId > 0,
  });
}
