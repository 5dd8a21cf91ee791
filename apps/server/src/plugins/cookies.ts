import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses cookies for every route; the session cookie's attributes live in session-cookie.ts. */
export const cookiesPlugin = fp(
  async (fastify) => {
    await fastify.register(cookie);
  },
  { name: 'cookies' },
);
