import { Alert } from '@mantine/core';

/** Spec section 8: a failing data source renders 'Oh no!' followed by the error. */
export function DataError({ source, error }: { source: string; error: { message: string } }) {
  return (
    <Alert color="red" role="alert" title={source} my="sm">
      Oh no! {error.message}
    </Alert>
  );
}
