import type { AppRouter } from '@portal/api';
import type { TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

/*
 * The client's types as the workspace sees them: straight from the api's router. The published
 * package replaces this file's declarations with plain ones written from the same router
 * (build/describe-router.ts), so that it imports nothing of the workspace.
 */
export type { AppRouter };
export type PortalClient = TRPCClient<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
