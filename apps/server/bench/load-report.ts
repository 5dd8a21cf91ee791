import type { Result } from 'autocannon';
import type postgres from 'postgres';
import type { AcceptedWrite, Tally } from './load-scenario';

export interface HistoryCheck {
  acceptedEdits: number;
  acceptedComments: number;
  /** Accepted writes whose token is in no activity of their contribution. */
  missingFromHistory: AcceptedWrite[];
  /** Contributions whose version is not 1 + the number of edits accepted on them. */
  versionMismatches: { contributionId: number; version: number; expected: number }[];
}

/**
 * Lost updates, looked for twice: every write answered 2xx must have left its token in the
 * contribution's history (an edit names the new notes, a comment is its text), and every accepted
 * edit must have bumped the version exactly once (an edit left unanswered when the run stopped
 * may have bumped it too).
 */
export async function checkHistory(
  sql: postgres.Sql,
  contributionIds: number[],
  accepted: AcceptedWrite[],
  unansweredEdits: ReadonlyMap<number, number>,
): Promise<HistoryCheck> {
  const notes = await sql<{ contributionId: number; notes: string }[]>`
    select contribution_id as "contributionId", notes from activities
    where contribution_id = any(${contributionIds})`;
  const historyOf = new Map<number, string[]>();
  for (const row of notes) {
    historyOf.set(row.contributionId, [...(historyOf.get(row.contributionId) ?? []), row.notes]);
  }
  const missingFromHistory = accepted.filter(
    (write) =>
      !(historyOf.get(write.contributionId) ?? []).some((text) => text.includes(write.token)),
  );
  const versions = await sql<{ id: number; version: number }[]>`
    select id, version from contributions where id = any(${contributionIds})`;
  const editsOn = (id: number) =>
    accepted.filter((write) => write.kind === 'edit' && write.contributionId === id).length;
  const versionMismatches = versions
    .map((row) => ({ contributionId: row.id, version: row.version, expected: 1 + editsOn(row.id) }))
    // An edit still in flight when the client stopped may or may not have been applied.
    .filter(
      (row) =>
        row.version < row.expected ||
        row.version > row.expected + (unansweredEdits.get(row.contributionId) ?? 0),
    );
  return {
    acceptedEdits: accepted.filter((write) => write.kind === 'edit').length,
    acceptedComments: accepted.filter((write) => write.kind === 'comment').length,
    missingFromHistory,
    versionMismatches,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Report {
  result: Result;
  tally: Tally;
  history: HistoryCheck;
  durationSeconds: number;
  connections: number;
}

/** The figures one load run is compared by. */
export interface LoadSummary {
  label: string;
  requestsPerSecond: number;
  p95Ms: number;
  serverErrors: number;
  lost: number;
  /** 1 when a 5xx, a client error or timeout, or a lost update was seen. */
  exitCode: number;
  /** Scans of the portal's tables the read replica ran, when the run had one. */
  replicaTableScans?: number;
}

/**
 * Prints the figures; answers the summary (exit code 1 when a 5xx, an error or a lost update was
 * seen).
 */
export function printReport({
  result,
  tally,
  history,
  durationSeconds,
  connections,
}: Report): Omit<LoadSummary, 'label'> {
  const rows: string[][] = [['kind', 'answers', 'p50', 'p95', 'p99', 'statuses']];
  const all: number[] = [];
  let serverErrors = 0;
  for (const [kind, latencies] of tally.latencies) {
    const sorted = [...latencies].sort((a, b) => a - b);
    all.push(...sorted);
    const statuses = [...(tally.statuses.get(kind) ?? new Map<number, number>())].sort(
      ([a], [b]) => a - b,
    );
    serverErrors += statuses.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    rows.push([
      kind,
      String(sorted.length),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      statuses.map(([status, n]) => `${status}x${n}`).join(' '),
    ]);
  }
  all.sort((a, b) => a - b);
  rows.push([
    'all',
    String(all.length),
    ms(percentile(all, 50)),
    ms(percentile(all, 95)),
    ms(percentile(all, 99)),
    '',
  ]);
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  console.log(`\nLoad run: ${connections} users, ${durationSeconds} s, PostgreSQL, loopback`);
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  const lost = history.missingFromHistory.length + history.versionMismatches.length;
  console.log(`
Requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s), errors ${result.errors}, timeouts ${result.timeouts}
5xx answers: ${serverErrors}
Accepted edits: ${history.acceptedEdits}, accepted comments: ${history.acceptedComments}
Lost updates: ${lost} (${history.missingFromHistory.length} writes missing from the history, ${history.versionMismatches.length} versions off)`);
  for (const missing of history.missingFromHistory.slice(0, 10)) console.log('  missing:', missing);
  for (const mismatch of history.versionMismatches.slice(0, 10))
    console.log('  version:', mismatch);
  const failed = serverErrors > 0 || lost > 0 || result.errors > 0 || result.timeouts > 0;
  console.log(failed ? '\nLOAD RUN FAILED' : '\nLoad run passed: no 5xx, nothing lost.');
  return {
    requestsPerSecond: result.requests.average,
    p95Ms: percentile(all, 95),
    serverErrors,
    lost,
    exitCode: failed ? 1 : 0,
  };
}

/** Runs of one load side by side; answers 1 when any of them failed. */
export function printComparison(
  runs: LoadSummary[],
  { durationSeconds, connections }: { durationSeconds: number; connections: number },
): number {
  console.log(`\nSide by side: ${connections} users, ${durationSeconds} s each`);
  const rows = [
    ['run', 'requests/s', 'p95 (all)', '5xx', 'lost', 'table scans on the replica'],
    ...runs.map((run) => [
      run.label,
      run.requestsPerSecond.toFixed(0),
      ms(run.p95Ms),
      String(run.serverErrors),
      String(run.lost),
      run.replicaTableScans === undefined ? '-' : String(run.replicaTableScans),
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  const failed = runs.some((run) => run.exitCode !== 0);
  console.log(
    failed ? '\nSCALED-OUT LOAD RUN FAILED' : '\nBoth runs passed: no 5xx, nothing lost.',
  );
  return failed ? 1 : 0;
}
