import type { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { listOutbox } from '../../src/mail';
import type { RecordsWorld } from '../records/records-fixture';
import { type Browser, expectTRPCError } from './harness';

/**
 * Everyone the role matrix asks, seen from the records world's campaign: nobody signed in, its
 * staff and admin, staff of a sibling campaign, an admin of another government, and the
 * government admin with edit mode off and on.
 */
export const ACTORS = [
  'anonymous',
  'campaignStaff',
  'campaignAdmin',
  'otherStaff',
  'foreignGovernmentAdmin',
  'governmentAdmin',
  'assumingAdmin',
] as const;
export type Actor = (typeof ACTORS)[number];

/** 'ok', or the tRPC code the actor is refused with. */
export type Expected = 'ok' | TRPCError['code'];

export const browserOf = (world: RecordsWorld, actor: Actor): Browser =>
  actor === 'anonymous' ? world.api.browser() : world[actor];

/**
 * Runs the call as the actor and checks the refusal code; answers the result when allowed, or
 * null when refused, so the test can then check what the actor got or that nothing changed.
 */
export async function callAs<T>(
  world: RecordsWorld,
  actor: Actor,
  expected: Expected,
  call: (browser: Browser) => Promise<T>,
): Promise<T | null> {
  const running = call(browserOf(world, actor));
  if (expected === 'ok') return running;
  await expectTRPCError(running, expected);
  return null;
}

/**
 * One table row per actor. Nobody signed in is always refused UNAUTHORIZED; the actors named in
 * `allowed` succeed, those in `notFound` are told the target does not exist (it lies outside what
 * they may see), and every other signed-in actor is refused FORBIDDEN.
 */
export const matrix = ({ allowed, notFound = [] }: { allowed: Actor[]; notFound?: Actor[] }) =>
  ACTORS.map((actor) => ({ actor, expected: expectedOf(actor, allowed, notFound) }));

function expectedOf(actor: Actor, allowed: Actor[], notFound: Actor[]): Expected {
  if (actor === 'anonymous') return 'UNAUTHORIZED';
  if (allowed.includes(actor)) return 'ok';
  return notFound.includes(actor) ? 'NOT_FOUND' : 'FORBIDDEN';
}

/** The government admin, with edit mode off and on: the two act alike outside campaign edits. */
export const GOVERNMENT_ADMINS: Actor[] = ['governmentAdmin', 'assumingAdmin'];

/** The e-mails sent to that address, newest first. */
export async function mailsTo(world: RecordsWorld, email: string) {
  const outbox = await listOutbox(world.api.handle.db, 500);
  return outbox.filter((mail) => mail.to === email);
}

/** Who the world's signed-in browsers are, for naming expected rows. */
export async function whoIs(browser: Browser) {
  const me = await browser.call((api) => api.auth.me());
  expect(me.permissions.length).toBeGreaterThan(0);
  return { id: me.id, email: me.email };
}
