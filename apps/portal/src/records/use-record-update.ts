import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flashSuccess } from '../lib/flash';
import { type RecordCollection, recordKeys, type UpdateInputOf, useRecordApi } from './api';
import { flashSaveFailure } from './flashes';

/**
 * Sends an update and follows spec sections 2 and 8: '{noun} Updated {status}' ('Contribution',
 * 'Expenditure') and back to the list on success, 'Error - {message}' on failure, including the
 * server's conflict message when someone else changed the record first.
 */
export function useRecordUpdate<Kind extends RecordCollection>(
  kind: Kind,
  noun: string,
  listPath: string,
) {
  const api = useRecordApi(kind);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  /**
   * True once saved; false when the server refused it (flashed, and handed to `onFailure`, say to
   * put its field messages on the form), so a modal that asked for it can stay open with what
   * the user typed.
   */
  const update = async (
    input: UpdateInputOf<Kind>,
    statusText: string,
    onFailure?: (error: unknown) => void,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      await api.update(input);
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      flashSuccess(`${noun} Updated ${statusText}`);
      navigate(listPath);
      return true;
    } catch (error) {
      onFailure?.(error);
      flashSaveFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const backToList = () => navigate(listPath);
  return { update, busy, backToList };
}
