import { authRouter } from './routers/auth/router';
import { usersRouter } from './routers/users/router';
import { createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
