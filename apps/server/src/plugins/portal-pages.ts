import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Paths that belong to the API alone: a browser opening one gets the API's answer (JSON), never the
 * portal. Paths that the portal and the API share (/contributions/12, /campaigns) are told apart
 * by what the request accepts: a page load asks for HTML, a fetch for JSON.
 */
export const API_ONLY_PATH_PREFIXES = [
  '/trpc',
  '/dev',
  '/health',
  '/me',
  '/users',
  '/permissions',
  '/activities',
  '/attachments',
  '/summary',
  '/matches',
  '/expenditures',
  '/contributionsgeo',
  '/external-contributionsgeo',
  '/known-contributors',
  '/api-docs',
] as const;

const isApiOnlyPath = (path: string) =>
  API_ONLY_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A file name (`/logo.svg`, `/assets/index-1a2b.js`) is served as a file or not at all. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

function isPortalPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const path = request.url.split('?')[0] ?? '/';
  return !isApiOnlyPath(path) && !looksLikeFile(path);
}

/**
 * Serves the built portal and lets react-router own every page route: a page load of any portal
 * path answers index.html. Everything else that matches no route is a JSON 404.
 */
export const portalPagesPlugin = fp<{ staticDir: string }>(
  async (fastify, { staticDir }) => {
    fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));

    if (!existsSync(join(staticDir, 'index.html'))) {
      fastify.log.warn(
        { staticDir },
        'the portal is not built, so only the API is served (build it with: pnpm exec turbo run build --filter=@portal/web)',
      );
      return;
    }

    await fastify.register(fastifyStatic, {
      root: staticDir,
      // The build writes each file's brotli and gzip beside it (`name.js.br`, `name.js.gz`): a
      // client gets the smallest it takes, with no compression work per request.
      preCompressed: true,
      // Hashed build assets never change; index.html must be re-checked so a deploy takes effect.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${sep}assets${sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });

    fastify.addHook('onRequest', (request, reply, done) => {
      if (!isPortalPageRequest(request)) return done();
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'portal-pages' },
);
