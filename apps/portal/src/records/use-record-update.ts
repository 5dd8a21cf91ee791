import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flashSuccess } from '../lib/flash';
import { type RecordKind, recordKeys, type UpdateInputOf, useRecordApi } from './api';
import { flashSaveFailure } from './flashes';

/**
 * Sends an update and follows spec sections 2 and 8: '{noun} Updated {status}' ('Contribution',
 * 'Expenditure') and back to the list on success, 'Error - {message}' on failure, including the
 * server's conflict message when someone else changed the record first.
 */
export function useRecordUpdate<Kind extends RecordKind>(
  kind: Kind,
  noun: string,
  listPath: string,
) {
  const api = useRecordApi(kind);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const update = async (input: UpdateInputOf<Kind>, statusText: string) => {
    setBusy(true);
    try {
      await api.update(input);
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      flashSuccess(`${noun} Updated ${statusText}`);
      navigate(listPath);
    } catch (error) {
      flashSaveFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const backToList = () => navigate(listPath);
  return { update, busy, backToList };
}
