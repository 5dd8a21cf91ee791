import type { Database } from '@portal/db';
import {
  ALERT_CONFIRMATION_HOURS,
  ALERT_LOOKBACK_DAYS,
  calendarDateInBusinessZone,
  digestDays,
  startOfBusinessDay,
} from '@portal/domain';
import type { Mailer } from '../mail/mailer';
import { hashToken, randomToken } from '../security/tokens';
import { activityText, activityTitle } from './atom';
import { type ActivityDay, readActivityDays } from './data/activity';
import {
  addressesDue,
  claimDigest,
  confirmedSubscriptionsOf,
  forgetExpired,
  markSentThrough,
  releaseDigest,
  saveUnsubscribeCode,
} from './data/subscriptions';
import { unsubscribeAlertsLink } from './links';
import { ALERT_SUBJECT_PREFIX, digestMessage } from './mail';

export interface DigestRunOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
  /** Addresses read per batch. */
  batchSize?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The whole days each of the address's subscriptions has not been sent yet, as activity. */
async function unsentActivity(db: Database, email: string, today: string): Promise<ActivityDay[]> {
  const found = new Map<string, ActivityDay>();
  for (const subscription of await confirmedSubscriptionsOf(db, email)) {
    if (!subscription.sentThrough) continue;
    const days = digestDays(calendarDateInBusinessZone(subscription.sentThrough), today);
    if (!days) continue;
    const activity = await readActivityDays(db, {
      governmentId: subscription.governmentId,
      campaignId: subscription.campaignId,
      from: startOfBusinessDay(days.from),
      to: startOfBusinessDay(days.toExclusive),
    });
    // A campaign followed alone and through its programme is told once.
    for (const day of activity) found.set(`${day.campaignId}|${day.day}`, day);
  }
  return [...found.values()].sort(
    (a, b) => b.day.localeCompare(a.day) || a.campaignName.localeCompare(b.campaignName),
  );
}

/**
 * Sends each address with confirmed alerts one digest of the whole days it has not been sent,
 * at most one a day, and only when there is activity. Any number of processes may run it at
 * once: the day's digest row of an address is claimed by one of them alone before it sends
 * (`claimDigest`), as geocoding jobs are claimed. Returns how many digests this run sent.
 */
export async function sendDueDigests(options: DigestRunOptions): Promise<number> {
  const { db, mailer, publicUrl, now, batchSize = 200 } = options;
  const today = calendarDateInBusinessZone(now);
  const startOfToday = startOfBusinessDay(today);
  await forgetExpired(
    db,
    new Date(now.getTime() - ALERT_CONFIRMATION_HOURS * HOUR_MS),
    new Date(now.getTime() - 2 * ALERT_LOOKBACK_DAYS * 24 * HOUR_MS),
    ALERT_SUBJECT_PREFIX,
  );
  let sent = 0;
  for (;;) {
    const addresses = await addressesDue(db, startOfToday, batchSize);
    if (addresses.length === 0) return sent;
    for (const email of addresses) {
      const activity = await unsentActivity(db, email, today);
      if (activity.length > 0 && (await claimDigest(db, email, today, now))) {
        const code = randomToken();
        await saveUnsubscribeCode(db, hashToken(code), email, now);
        const message = digestMessage({
          to: email,
          day: activity[0]?.day ?? today,
          paragraphs: activity.map((day) => `${activityTitle(day)}\n${activityText(day)}`),
          unsubscribeLink: unsubscribeAlertsLink(publicUrl, code),
        });
        try {
          await mailer.send(message);
        } catch (error) {
          // Unsent: the claim goes, so a later run sends the same days.
          await releaseDigest(db, email, today);
          throw error;
        }
        sent += 1;
      }
      // Sent, claimed by another process, or nothing new: these days are done for the address.
      await markSentThrough(db, email, startOfToday);
    }
  }
}

export interface DigestJob {
  stop(): Promise<void>;
}

/**
 * Runs `sendDueDigests` every `intervalMs` (and once at start) until stopped; a failed run is
 * logged and the next one tries again, since no address was marked sent.
 */
export function startDigestJob(
  options: Omit<DigestRunOptions, 'now'> & {
    intervalMs: number;
    log: { error(message: string, error: unknown): void };
  },
): DigestJob {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = sendDueDigests({ ...options, now: new Date() }).catch((error: unknown) =>
      options.log.error('the alert digests failed', error),
    );
  };
  run();
  const timer = setInterval(() => {
    if (!stopped) void running.then(run);
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
