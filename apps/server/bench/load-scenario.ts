import type { Request } from 'autocannon';

/** What one simulated user does, over and over: read, list, edit what it read, comment. */
export interface ScenarioSetup {
  governmentId: number;
  campaignId: number;
  /** Session cookies of signed-in campaign users; each connection takes one. */
  cookies: string[];
  /** Contributions the users edit and comment on, few enough that edits collide. */
  contributionIds: number[];
}

export interface AcceptedWrite {
  kind: 'edit' | 'comment';
  contributionId: number;
  token: string;
}

/** Per-request-kind answers: latencies (ms) and status counts, kept by the bench itself. */
export class Tally {
  readonly latencies = new Map<string, number[]>();
  readonly statuses = new Map<string, Map<number, number>>();
  readonly accepted: AcceptedWrite[] = [];
  /**
   * Edits sent and not (yet) answered, per contribution. When the run stops, requests in flight
   * are dropped by the client although the server may still apply them: such an edit bumps the
   * version without an answer, and is no lost update.
   */
  readonly unansweredEdits = new Map<number, number>();

  editSent(contributionId: number) {
    this.unansweredEdits.set(contributionId, (this.unansweredEdits.get(contributionId) ?? 0) + 1);
  }

  editAnswered(contributionId: number) {
    this.unansweredEdits.set(contributionId, (this.unansweredEdits.get(contributionId) ?? 1) - 1);
  }

  record(kind: string, status: number, ms: number) {
    const latencies = this.latencies.get(kind) ?? [];
    latencies.push(ms);
    this.latencies.set(kind, latencies);
    const statuses = this.statuses.get(kind) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.statuses.set(kind, statuses);
  }
}

interface UserContext {
  cookie?: string;
  contributionId?: number;
  version?: number;
  token?: string;
  sentAt?: number;
  [key: string]: unknown;
}

const trpcQuery = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

/**
 * The autocannon request cycle of every connection. Each request notes when it was built and
 * its answer is timed and counted per kind; a write answered 2xx is remembered with its unique
 * token, so the bench can look for it in the history afterwards.
 */
export function loadScenario(setup: ScenarioSetup, tally: Tally): Request[] {
  let nextUser = 0;
  let nextToken = 0;
  const user = (context: UserContext) => {
    context.cookie ??= setup.cookies[nextUser++ % setup.cookies.length];
    return context;
  };
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const json = { 'content-type': 'application/json' };

  const step = (
    kind: string,
    build: (context: UserContext) => Partial<Request>,
    onAnswer?: (status: number, body: string, context: UserContext) => void,
  ): Request => ({
    setupRequest: (request, rawContext) => {
      const context = user(rawContext as UserContext);
      context.sentAt = performance.now();
      return { ...request, ...build(context) } as Request;
    },
    onResponse: (status, body, rawContext) => {
      const context = rawContext as UserContext;
      tally.record(kind, status, performance.now() - (context.sentAt ?? performance.now()));
      onAnswer?.(status, body, context);
    },
  });

  const cookieHeaders = (context: UserContext) => ({ ...json, cookie: context.cookie ?? '' });
  /** A write answered 2xx is remembered with its token, to be looked for in the history. */
  const rememberIfAccepted =
    (kind: AcceptedWrite['kind']) => (status: number, _body: string, context: UserContext) => {
      if (status >= 200 && status < 300 && context.contributionId && context.token) {
        tally.accepted.push({ kind, contributionId: context.contributionId, token: context.token });
      }
    };

  return [
    step('dashboard', () => ({
      method: 'GET',
      path: trpcQuery('dashboard.view', { governmentId: setup.governmentId }),
      headers: {},
    })),
    step('list page', (context) => ({
      method: 'POST',
      path: '/contributions',
      headers: cookieHeaders(context),
      body: JSON.stringify({
        campaignId: setup.campaignId,
        page: Math.floor(Math.random() * 3),
        perPage: 50,
      }),
    })),
    step(
      'read',
      (context) => {
        context.contributionId = pick(setup.contributionIds);
        return {
          method: 'GET',
          path: `/contributions/${context.contributionId}`,
          headers: cookieHeaders(context),
        };
      },
      (status, body, context) => {
        context.version = status === 200 ? (JSON.parse(body) as { version: number }).version : 0;
      },
    ),
    step(
      'edit',
      (context) => {
        context.token = `load-edit-${nextToken++}`;
        tally.editSent(context.contributionId ?? 0);
        return {
          method: 'PUT',
          path: `/contributions/${context.contributionId}`,
          headers: { ...cookieHeaders(context), 'if-match': `"${context.version}"` },
          body: JSON.stringify({ notes: context.token }),
        };
      },
      (status, body, context) => {
        tally.editAnswered(context.contributionId ?? 0);
        rememberIfAccepted('edit')(status, body, context);
      },
    ),
    step(
      'comment',
      (context) => {
        context.token = `load-comment-${nextToken++}`;
        return {
          method: 'POST',
          path: `/contributions/${context.contributionId}/comments`,
          headers: cookieHeaders(context),
          body: JSON.stringify({ comment: context.token }),
        };
      },
      rememberIfAccepted('comment'),
    ),
    step('dashboard campaigns', () => ({
      method: 'GET',
      path: trpcQuery('dashboard.campaigns', { governmentId: setup.governmentId }),
      headers: {},
    })),
  ];
}
