import { Alert } from '@mantine/core';

/** What the dashboard shows instead of empty charts and an empty map when nothing matches. */
export const NO_MATCHES_TEXT = 'No contributions match these filters';

export function NoMatches() {
  return (
    <Alert color="gray" variant="light" role="status" data-testid="no-matches">
      {`${NO_MATCHES_TEXT}. Widen the dates, choose other candidates or offices, or press Reset.`}
    </Alert>
  );
}
