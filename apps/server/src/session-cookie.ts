import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'portal_session';

/**
 * Secure whenever the portal is published over https or this request arrived over https (with
 * TRUST_PROXY, the protocol the proxy saw), so a cookie never travels in clear text from an https
 * page while plain-http local development keeps working.
 */
function isSecure(request: FastifyRequest, publicUrl: string): boolean {
  return publicUrl.startsWith('https:') || request.protocol === 'https';
}

export function readSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? token : null;
}

/** The `cookies` adapter the API context expects, bound to one request and its reply. */
export function sessionCookies(request: FastifyRequest, reply: FastifyReply, publicUrl: string) {
  const base = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request, publicUrl),
  } as const;
  return {
    setSession(token: string, expiresAt: Date): void {
      reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt });
    },
    clearSession(): void {
      reply.clearCookie(SESSION_COOKIE, base);
    },
  };
}
