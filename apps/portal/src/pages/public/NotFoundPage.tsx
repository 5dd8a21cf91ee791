import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useMeQuery } from '../../lib/session';
import { PageTitle } from '../PageTitle';

/** Any address the portal has no page for, signed in or not. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const signedIn = useMeQuery().data != null;
  return (
    <Stack gap="sm" maw={640}>
      <PageTitle>Page not found</PageTitle>
      <Text>
        There is no page at{' '}
        <Text component="span" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {pathname}
        </Text>
        . The address may be mistyped, or the page may have moved.
      </Text>
      <Text>Where to go from here:</Text>
      <List spacing="xs">
        {signedIn ? (
          <>
            <List.Item>
              <Anchor component={Link} to="/dashboard">
                Go to your portal dashboard
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/">
                See the public dashboard of campaign contributions
              </Anchor>
            </List.Item>
          </>
        ) : (
          <>
            <List.Item>
              <Anchor component={Link} to="/">
                Go to the public dashboard of campaign contributions
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/about">
                Read about the Small Donor Elections programme
              </Anchor>
            </List.Item>
          </>
        )}
      </List>
    </Stack>
  );
}
