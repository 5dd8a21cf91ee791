import { fromBody, fromIdParam, type RestRoute, restRoute } from './rest-route';

/** Personal API tokens for scripts; a DELETE answers 200 {} like `/permissions/{id}`. */
export const apiTokensRoutes: readonly RestRoute[] = [
  restRoute('POST /api-tokens', 201, fromBody('apiTokens', 'create')),
  restRoute('GET /api-tokens', 200, (caller) => caller.apiTokens.list()),
  restRoute('DELETE /api-tokens/:id', 200, fromIdParam('apiTokens', 'revoke'), () => ({})),
];
