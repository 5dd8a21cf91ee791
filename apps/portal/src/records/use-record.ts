import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { type RecordKind, recordKeys, useRecordsClient } from './api';

/** The record named by the address (`/contributions/:id`, `/expenses/:id`). */
export function useRecordFromPath<RecordType>(kind: RecordKind) {
  const { id } = useParams();
  const recordId = Number(id);
  const client = useRecordsClient();
  return useQuery({
    queryKey: recordKeys.detail(kind, recordId),
    queryFn: () =>
      client[kind].get.query({ id: recordId }) as Promise<unknown> as Promise<RecordType>,
    enabled: Number.isInteger(recordId) && recordId > 0,
  });
}
