import { Anchor, Box, Group } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The public pages' footer (spec section 2 lists one on the dashboard): the way to the About
 * page, which no menu names, to e-mail alerts and the programme's Atom feed, and to the API
 * reference for scripts. It links only pages with
 * something to read: the Sandbox page stays reachable by its address alone.
 */
export function PublicFooter() {
  return (
    <Box
      component="footer"
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group component="nav" aria-label="Site" gap="lg" justify="center" wrap="wrap">
        <Anchor component={Link} to="/about">
          About
        </Anchor>
        <Anchor component={Link} to="/alerts">
          Alerts and feeds
        </Anchor>
        <Anchor href="/feeds/programme.atom" type="application/atom+xml">
          Atom feed
        </Anchor>
        <Anchor href="/api-docs">API reference</Anchor>
      </Group>
    </Box>
  );
}
