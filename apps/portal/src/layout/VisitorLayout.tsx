import { useMeQuery } from '../lib/session';
import { PortalLayout } from './PortalLayout';
import { PageLoader, PublicLayout } from './PublicLayout';

/**
 * For pages anyone may reach signed in or not (an address that leads nowhere): the portal's
 * layout, sidebar and all, for a signed-in user; the public one for everybody else, who must
 * not be sent to sign in only to learn that the page does not exist.
 */
export function VisitorLayout() {
  const me = useMeQuery();
  if (me.isPending) return <PageLoader />;
  return me.data ? <PortalLayout /> : <PublicLayout />;
}
