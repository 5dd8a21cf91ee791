import { fromBody, type RestRoute, restRoute } from './rest-route';

/** Campaign management (government admins) and the dashboard summary (spec section 7). */
export const campaignsRoutes: readonly RestRoute[] = [
  restRoute('POST /campaigns', 200, fromBody('campaigns', 'list')),
  restRoute('POST /campaigns/new', 201, fromBody('campaigns', 'create')),
  restRoute('POST /campaigns/update', 201, fromBody('campaigns', 'rename')),
  restRoute('POST /summary', 200, fromBody('summary', 'get')),
];
