import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from '@portal/api/mail';
import type { Database, PublicReadConnections } from '@portal/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/build-app';
import { parseEnv } from '../src/env';
import { TEST_PASSWORD_HASH_ENV } from './server-process';
import { keepStaticDir } from './static-dirs';

export const PORTAL_PAGE =
  '<!doctype html><html><body><div id="root">portal test page</div></body></html>';

/** A built portal in miniature: index.html and one asset. */
export function createStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  keepStaticDir(dir);
  writeFileSync(join(dir, 'index.html'), PORTAL_PAGE);
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The server as production would build it, over a test database, configured like the env. */
export async function buildTestApp(
  db: Database,
  env: Record<string, string> = {},
  publicReads?: PublicReadConnections,
): Promise<FastifyInstance> {
  // A test that builds the production app gets production's hashing cost too.
  const testing = env.NODE_ENV === undefined || env.NODE_ENV === 'test';
  const config = parseEnv({
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(tmpdir(), 'portal-static-none'),
    ...(testing ? TEST_PASSWORD_HASH_ENV : {}),
    ...env,
  });
  const mailer = createMailer({ db });
  return buildApp({ db, mailer, config, publicReads });
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((each) => each.name === 'portal_session');
  if (!cookie) throw new Error(`no session cookie in a ${response.statusCode} answer`);
  return `portal_session=${cookie.value}`;
}

/** `POST /users/login` with these credentials; `options` adds headers or the client's address. */
export function logIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  options: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
) {
  const { email, password } = credentials;
  return app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { email, password },
    ...options,
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await logIn(app, { email, password });
  if (response.statusCode !== 204) {
    throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  return sessionCookieOf(response);
}

/** A browser's page load of `url`: it asks for HTML. */
export const pageLoad = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/** The invitation or reset code in the newest e-mail sent to this address. */
export async function latestCodeSentTo(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
  const emails = response.json<OutboxEmail[]>();
  const newest = emails.find((each) => each.to === email);
  if (!newest?.link) throw new Error(`no e-mail with a link was sent to ${email}`);
  const code = new URL(newest.link).searchParams.get('invitationCode');
  if (!code) throw new Error(`the link ${newest.link} holds no invitationCode`);
  return code;
}
