import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flashSuccess } from '../lib/flash';
import { type RecordKind, recordKeys, type UpdateInput, useRecordsClient } from './api';
import { flashSaveFailure } from './flashes';

const NOUN: Record<RecordKind, string> = {
  contributions: 'Contribution',
  expenditures: 'Expenditure',
};
const LIST_PATH: Record<RecordKind, string> = {
  contributions: '/contributions',
  expenditures: '/expenses',
};

/**
 * Sends an update and follows spec sections 2 and 8: 'Contribution Updated {status}' (or
 * Expenditure) and back to the list on success, 'Error - {message}' on failure, including the
 * server's conflict message when someone else changed the record first.
 */
export function useRecordUpdate(kind: RecordKind) {
  const client = useRecordsClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const update = async (input: UpdateInput, statusText: string) => {
    setBusy(true);
    try {
      await client[kind].update.mutate(input);
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      flashSuccess(`${NOUN[kind]} Updated ${statusText}`);
      navigate(LIST_PATH[kind]);
    } catch (error) {
      flashSaveFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const backToList = () => navigate(LIST_PATH[kind]);
  return { update, busy, backToList };
}
