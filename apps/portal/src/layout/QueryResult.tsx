import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeFailure } from '../lib/failure';
import { PageLoader } from './PublicLayout';

/** A page's main query: the loader while it runs, its failure in red, else `children`. */
export function QueryResult({
  query,
  children,
}: {
  query: Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'isError' | 'error'>;
  children: ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{describeFailure(query.error).message}</Alert>;
  return children;
}
