import fp from 'fastify-plugin';
import helmet from 'helmet';
import { SESSION_COOKIE } from '../session-cookie';

export interface SecurityHeadersOptions {
  publicUrl: string;
  /** A Leaflet tile template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png`. */
  mapTileUrl: string | undefined;
}

/**
 * The origin a tile template loads images from, for the CSP's img-src. Leaflet's `{s}`
 * subdomain placeholder becomes a wildcard host label; a template that is not a URL adds nothing.
 */
export function tileImageSource(mapTileUrl: string | undefined): string | null {
  if (!mapTileUrl) return null;
  const withWildcard = mapTileUrl.replace(/\{s\}/g, 'tile-subdomain-placeholder');
  try {
    const url = new URL(withWildcard.replace(/\{[^}]*\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.protocol}//${url.host.replace('tile-subdomain-placeholder', '*')}`;
  } catch {
    return null;
  }
}

/**
 * Security headers on every answer (pages, assets, REST, tRPC, errors). Scripts come only from
 * the portal's own origin; styles allow inline because Mantine and Leaflet set style attributes
 * and Mantine injects its CSS variables in a <style> element (styles cannot run code). Images
 * allow data: and blob: (Vite inlines small images, Leaflet's icons) and the configured tiles.
 *
 * Helmet's middleware is built once, here: `@fastify/helmet` built it again on every request,
 * parsing the policy each time, a twentieth of a signed-in request's own time (docs/decisions.md).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (fastify, { publicUrl, mapTileUrl }) => {
    const https = new URL(publicUrl).protocol === 'https:';
    const tiles = tileImageSource(mapTileUrl);
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    // On the raw response, before any route runs: errors and 404s carry them too.
    fastify.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    // An answer to a request with a session or a token is that caller's own: no shared cache
    // may keep it (HTTP lets one keep a 200 GET that says nothing). A route that chose its own
    // caching (the public downloads, the portal's pages) keeps it.
    fastify.addHook('onSend', async (request, reply, payload) => {
      // From the raw headers: a request refused before its cookies were parsed is answered too.
      const credentialed =
        request.headers.authorization !== undefined ||
        (request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
      if (credentialed && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'private, no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);
