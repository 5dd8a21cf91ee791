import type { RouterInputs } from '@portal/api';
import { bodyOf, type RestRoute } from './rest-route';

type CampaignsInputs = RouterInputs['campaigns'];

/** Campaign management (government admins) and the dashboard summary (spec section 7). */
export const campaignsRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    url: '/campaigns',
    successStatus: 200,
    call: (caller, request) => caller.campaigns.list(bodyOf<CampaignsInputs['list']>(request)),
  },
  {
    method: 'POST',
    url: '/campaigns/new',
    successStatus: 201,
    call: (caller, request) => caller.campaigns.create(bodyOf<CampaignsInputs['create']>(request)),
  },
  {
    method: 'POST',
    url: '/campaigns/update',
    successStatus: 201,
    call: (caller, request) => caller.campaigns.rename(bodyOf<CampaignsInputs['rename']>(request)),
  },
  {
    method: 'POST',
    url: '/summary',
    successStatus: 200,
    call: (caller, request) => caller.summary.get(bodyOf<RouterInputs['summary']['get']>(request)),
  },
];
