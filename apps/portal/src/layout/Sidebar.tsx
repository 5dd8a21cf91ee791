import { NavLink, Stack, Text } from '@mantine/core';
import { sidebarLinks } from '@portal/domain';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../lib/session';
import { TurnOnEditMode } from './EditMode';
import { useEditedCampaignName } from './use-edited-campaign';

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const sidebar = sidebarLinks({ permissions: user.me.permissions, assumed: user.assumed });
  const editedCampaign = useEditedCampaignName();
  return (
    <Stack gap={4} component="nav" aria-label="Portal">
      <Text fw={700} size="lg" px="sm" pb="sm" data-testid="sidebar-title">
        {sidebar.title}
      </Text>
      {editedCampaign && (
        <Text size="sm" px="sm" pb="sm" mt={-8} data-testid="sidebar-edited-campaign">
          {editedCampaign}
        </Text>
      )}
      {sidebar.links.map((link) => (
        <NavLink
          key={link.key}
          component={Link}
          to={link.to}
          label={link.label}
          onClick={onNavigate}
          active={link.to !== '/' && (pathname === link.to || pathname.startsWith(`${link.to}/`))}
        />
      ))}
      <TurnOnEditMode />
    </Stack>
  );
}
