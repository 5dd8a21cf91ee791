import { Center, Loader } from '@mantine/core';

/** A part of the dashboard still on its way, named ('Loading map'). */
export function LoadingPart({ what }: { what: string }) {
  return (
    <Center py="md">
      <Loader size="sm" aria-label={`Loading ${what}`} />
    </Center>
  );
}
