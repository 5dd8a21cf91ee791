import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { type RecordCollection, recordKeys, useRecordApi } from './api';

/** An address whose id no record can have (`/contributions/new`, `/expenses/12abc`). */
export class NoSuchRecordAddress extends Error {
  constructor() {
    super('This record does not exist.');
  }
}

/** The record named by the address (`/contributions/:id`, `/expenses/:id`). */
export function useRecordFromPath<Kind extends RecordCollection>(kind: Kind) {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const recordId = valid ? Number(id) : 0;
  const api = useRecordApi(kind);
  return useQuery({
    queryKey: recordKeys.detail(kind, recordId),
    // An id no record can have is answered at once, as the server would answer it: not found.
    queryFn: () => (valid ? api.get({ id: recordId }) : Promise.reject(new NoSuchRecordAddress())),
    ...(valid ? {} : { retry: false }),
  });
}
