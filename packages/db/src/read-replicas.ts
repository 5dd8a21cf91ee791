import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import type { Database } from './database-types';
import { isDatabaseUnavailable } from './unavailable';

/** Where one request's public reads go, chosen once so every read of the request sees one server. */
export interface PublicReadChoice {
  db: Database;
  /**
   * Called when a read on `db` failed: true when the same read should run again on the primary
   * (the replica went away, or cancelled the read to replay a conflicting change), in which case
   * a replica that went away is skipped until it answers its health check again.
   */
  failed(error: unknown): boolean;
}

export interface ReadReplicaSettings {
  /** The replicas' connection strings (`DATABASE_READ_URL`, comma-separated). */
  urls: readonly string[];
  /** A replica further behind the primary than this is skipped (`READ_REPLICA_MAX_LAG_S`). */
  maxLagSeconds: number;
  /** Pool size per replica. */
  maxConnections?: number;
}

/** Seconds a replica is behind; throws when it cannot be reached. */
export type ReplicaLagProbe = () => Promise<number>;

export interface ReadReplica {
  db: Database;
  probe: ReplicaLagProbe;
  close?: () => Promise<void>;
}

/**
 * How far behind a replica's data is, read on the replica itself. Nothing waiting to replay
 * means it is as current as what the primary sent it; otherwise the age of the last change it
 * replayed. A replica whose stream from the primary is not running cannot prove it is current,
 * so it counts from its last replayed change too. (Only the receiver's pid is visible to a role
 * without pg_read_all_stats, as the portal's usually is: its status would read null.) A server that is not in recovery (a promoted
 * replica) is current by definition.
 */
const LAG_SQL = sql`select case
    when not pg_is_in_recovery() then 0
    when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
      and exists (select from pg_stat_wal_receiver where pid is not null) then 0
    else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 1e9)
  end::float8 as lag`;

/** The replica's lag in seconds, read on the replica. */
const lagOf = async (db: Database): Promise<number> => {
  const rows = (await db.execute(LAG_SQL)) as unknown as Array<{ lag: number | string }>;
  return Number(rows[0]?.lag ?? 1e9);
};

/** Handles opened as replicas: only their freshness differs from "now". */
const replicaHandles = new WeakSet<Database>();

/**
 * When the data a public answer reads on `db` was current: now on the primary; on a replica the
 * moment of the last change it replayed while changes wait to be replayed (its replay time), and
 * now when it has replayed everything the primary streamed to it.
 */
export async function dataCurrentAt(db: Database): Promise<Date> {
  if (!replicaHandles.has(db)) return new Date();
  const rows = (await db.execute(sql`select case
      when pg_is_in_recovery() and pg_last_wal_receive_lsn() is distinct from pg_last_wal_replay_lsn()
        then pg_last_xact_replay_timestamp()
      else now() end as at`)) as unknown as Array<{ at: string | Date | null }>;
  const at = rows[0]?.at;
  return at ? new Date(at) : new Date();
}

interface ReplicaState extends ReadReplica {
  healthy: boolean;
  lagSeconds: number | null;
  checkedAt: number | null;
  checking: Promise<void> | null;
}

/** A health check waits at most this long: a silent host counts as down. */
const PROBE_TIMEOUT_MS = 1500;
/** How long a replica's last health answer stands before it is asked again. */
const DEFAULT_RECHECK_MS = 1000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('replica health check timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** A recovery conflict: the replica cancelled a read to replay a change; the primary can answer. */
const isRecoveryConflict = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (/conflict with recovery/i.test(current.message)) return true;
    if (current.cause === current) break;
  }
  return false;
};

/**
 * The public read connections of one server process: its read replicas, each with a health
 * flag read from the replica itself (up, and no more than `maxLagSeconds` behind) and kept for
 * about a second, and the primary that serves whenever no replica is fit. The flag is derived
 * from the database and only says where to send the next read; it is no business state.
 */
export class PublicReadConnections {
  private readonly replicas: ReplicaState[];

  constructor(
    readonly primary: Database,
    replicas: readonly ReadReplica[],
    private readonly options: { maxLagSeconds: number; recheckMs?: number },
  ) {
    this.replicas = replicas.map((replica) => ({
      ...replica,
      healthy: false,
      lagSeconds: null,
      checkedAt: null,
      checking: null,
    }));
  }

  get replicaCount(): number {
    return this.replicas.length;
  }

  /**
   * Where a public read goes now: a fit replica, picked at random to spread the load, else the
   * primary. A replica's health is asked at its first use and then in the background while the
   * last answer serves, so a request never waits on a replica that has gone silent.
   */
  async choose(): Promise<PublicReadChoice> {
    const recheckMs = this.options.recheckMs ?? DEFAULT_RECHECK_MS;
    const now = Date.now();
    const unchecked = this.replicas.filter((replica) => replica.checkedAt === null);
    if (unchecked.length > 0) await Promise.all(unchecked.map((replica) => this.check(replica)));
    for (const replica of this.replicas) {
      if (replica.checkedAt !== null && now - replica.checkedAt >= recheckMs)
        void this.check(replica);
    }
    const fit = this.replicas.filter((replica) => replica.healthy);
    const replica = fit[Math.floor(Math.random() * fit.length)];
    if (!replica) return { db: this.primary, failed: () => false };
    return { db: replica.db, failed: (error) => this.readFailed(replica, error) };
  }

  /** Each replica's last health answer (the operator's view, and the replica tests'). */
  health(): Array<{ healthy: boolean; lagSeconds: number | null }> {
    return this.replicas.map(({ healthy, lagSeconds }) => ({ healthy, lagSeconds }));
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.close?.()));
  }

  private readFailed(replica: ReplicaState, error: unknown): boolean {
    if (isDatabaseUnavailable(error)) {
      replica.healthy = false;
      replica.checkedAt = Date.now();
      return true;
    }
    return isRecoveryConflict(error);
  }

  private check(replica: ReplicaState): Promise<void> {
    replica.checking ??= (async () => {
      try {
        const lag = await withTimeout(replica.probe(), PROBE_TIMEOUT_MS);
        replica.lagSeconds = lag;
        replica.healthy = lag <= this.options.maxLagSeconds;
      } catch {
        replica.lagSeconds = null;
        replica.healthy = false;
      }
      replica.checkedAt = Date.now();
    })().finally(() => {
      replica.checking = null;
    });
    return replica.checking;
  }
}

/**
 * The read replicas named in the settings, over the primary `primary`. With no URL every
 * public read goes to the primary.
 */
export async function openReadReplicas(
  primary: Database,
  settings: ReadReplicaSettings,
): Promise<PublicReadConnections> {
  const replicas = await Promise.all(
    settings.urls.map(async (url): Promise<ReadReplica> => {
      const handle = await openDatabase({ url, maxConnections: settings.maxConnections ?? 10 });
      replicaHandles.add(handle.db);
      return { db: handle.db, probe: () => lagOf(handle.db), close: handle.close };
    }),
  );
  return new PublicReadConnections(primary, replicas, { maxLagSeconds: settings.maxLagSeconds });
}
