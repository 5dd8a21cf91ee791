import { Text } from '@mantine/core';
import { describeFailure } from '../lib/failure';
import { NoSuchRecordAddress } from './use-record';

/** What a detail page shows before its record is there. */
export function DetailState({ error }: { error: unknown }) {
  if (!error) return <Text c="dimmed">Loading...</Text>;
  const failure = describeFailure(error);
  return (
    <Text c="red">
      {failure.code === 'NOT_FOUND' || error instanceof NoSuchRecordAddress
        ? 'This record does not exist.'
        : `Error - ${failure.message}`}
    </Text>
  );
}
