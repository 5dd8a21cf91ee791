import type { RouterInputs } from '@portal/api';
import { bodyOf, numericParam, type RestRoute } from './rest-route';

type ApiTokensInputs = RouterInputs['apiTokens'];

/** Personal API tokens for scripts (issue 15); a DELETE answers 200 {} like `/permissions/{id}`. */
export const apiTokensRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    url: '/api-tokens',
    successStatus: 201,
    call: (caller, request) => caller.apiTokens.create(bodyOf<ApiTokensInputs['create']>(request)),
  },
  {
    method: 'GET',
    url: '/api-tokens',
    successStatus: 200,
    call: (caller) => caller.apiTokens.list(),
  },
  {
    method: 'DELETE',
    url: '/api-tokens/:id',
    successStatus: 200,
    call: (caller, request) => caller.apiTokens.revoke({ id: numericParam(request, 'id') }),
    respond: () => ({}),
  },
];
