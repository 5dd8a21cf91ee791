import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE,
  DEFAULT_PASSWORD_HASHING_LIMITS,
} from '@portal/api';
import { DEFAULT_PASSWORD_HASH_COST, MINIMUM_PASSWORD_HASH_COST } from '@portal/db';
import { z } from 'zod';

/** Relative paths in the configuration are read from the repository root, wherever pnpm runs us. */
export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

const fromRepositoryRoot = (path: string) =>
  isAbsolute(path) ? path : resolve(repositoryRoot, path);

/** `true`/`false`/`1`/`0`/`yes`/`no`; anything else is a configuration error, never a silent false. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Loopback unless set: a fresh `npm start` (demo accounts, /dev/outbox) is reachable from this
     * computer only. A deployment names its interface, e.g. HOST=0.0.0.0 behind its proxy.
     */
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
        .optional(),
    ),
    /**
     * Read replicas of DATABASE_URL for public reads, comma-separated; ignored without
     * DATABASE_URL (the embedded database has no replicas).
     */
    DATABASE_READ_URL: optionalText.pipe(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z.string().regex(/^postgres(ql)?:\/\//, 'must list postgres:// connection strings'),
          ),
        )
        .optional(),
    ),
    /** Seconds a replica may lag behind the primary before its public reads go to the primary. */
    READ_REPLICA_MAX_LAG_S: z.coerce.number().positive().max(3600).default(5),
    /** Server processes sharing the port (node:cluster); 1 runs the server in this process. */
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    DATA_DIR: z.string().min(1).default('data'),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().min(1).default('City Portal <no-reply@example.org>'),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    NODE_ENV: optionalText,
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    PORTAL_SEED_DEMO: booleanFlag,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    STATIC_DIR: z.string().min(1).default('apps/portal/dist'),
    MAP_TILE_URL: optionalText,
    /** Keys the open-data files' `rowKey` and `batchId`; every server of one portal shares it. */
    OPEN_DATA_KEY_SECRET: optionalText.pipe(z.string().min(32).optional()),
    TRUST_PROXY: booleanFlag,
    /** Requests one API token may make per minute before 429. */
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE),
    GEOCODER: z.enum(['zip', 'address-points', 'census', 'url']).default('zip'),
    /** census: the service's /geocoder root (default the Census Bureau's); url: a template with {address}. */
    GEOCODER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    GEOCODER_REQUESTS_PER_SECOND: z.coerce.number().positive().max(100).default(1),
    /** Milliseconds a server process's geocoding worker waits before looking for new addresses. */
    GEOCODING_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /** argon2id's cost for new password hashes: memory in KiB and passes. */
    PASSWORD_HASH_MEMORY_KIB: z.coerce
      .number()
      .int()
      .min(1024)
      .max(4_194_304)
      .default(DEFAULT_PASSWORD_HASH_COST.memoryKib),
    PASSWORD_HASH_PASSES: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(DEFAULT_PASSWORD_HASH_COST.passes),
    /** Password hashes one server process computes at once (sign-in, password change, codes). */
    PASSWORD_HASH_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(DEFAULT_PASSWORD_HASHING_LIMITS.concurrency),
    /** Requests that may wait for a hash beyond those; more answer 503 with Retry-After. */
    PASSWORD_HASH_QUEUE: z.coerce
      .number()
      .int()
      .min(0)
      .max(1000)
      .default(DEFAULT_PASSWORD_HASHING_LIMITS.queue),
  })
  .superRefine((env, context) => {
    // A cheaper hash is for the test suites only, which sign in thousands of times.
    if (env.NODE_ENV !== 'test') {
      const minimum = MINIMUM_PASSWORD_HASH_COST;
      if (env.PASSWORD_HASH_MEMORY_KIB < minimum.memoryKib)
        context.addIssue({
          code: 'custom',
          path: ['PASSWORD_HASH_MEMORY_KIB'],
          message: `must be at least ${minimum.memoryKib} (OWASP's minimum for argon2id) outside tests`,
        });
      if (env.PASSWORD_HASH_PASSES < minimum.passes)
        context.addIssue({
          code: 'custom',
          path: ['PASSWORD_HASH_PASSES'],
          message: `must be at least ${minimum.passes} (OWASP's minimum for argon2id) outside tests`,
        });
    }
    // Each process would open its own embedded database: they would not share data.
    if (env.WORKERS > 1 && !env.DATABASE_URL)
      context.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'several server processes need DATABASE_URL (PostgreSQL they share)',
      });
    if (env.GEOCODER === 'url' && !env.GEOCODER_URL?.includes('{address}'))
      context.addIssue({
        code: 'custom',
        path: ['GEOCODER_URL'],
        message: 'GEOCODER=url needs GEOCODER_URL with {address} where the address goes',
      });
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    readReplicas: {
      urls: env.DATABASE_URL ? (env.DATABASE_READ_URL ?? []) : [],
      maxLagSeconds: env.READ_REPLICA_MAX_LAG_S,
    },
    workers: env.WORKERS,
    /** null keeps PGlite in memory (DATA_DIR=memory); ignored when databaseUrl is set. */
    pgliteDir:
      env.DATA_DIR === 'memory' ? null : resolve(fromRepositoryRoot(env.DATA_DIR), 'pglite'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    production: env.NODE_ENV === 'production',
    sessionTtlHours: env.SESSION_TTL_HOURS,
    seedDemo: env.PORTAL_SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    staticDir: fromRepositoryRoot(env.STATIC_DIR),
    mapTileUrl: env.MAP_TILE_URL,
    openDataKeySecret: env.OPEN_DATA_KEY_SECRET,
    trustProxy: env.TRUST_PROXY,
    apiTokenRequestsPerMinute: env.API_TOKEN_REQUESTS_PER_MINUTE,
    geocoding: {
      geocoder: env.GEOCODER,
      url: env.GEOCODER_URL,
      timeoutMs: env.GEOCODER_TIMEOUT_MS,
      requestsPerSecond: env.GEOCODER_REQUESTS_PER_SECOND,
      pollMs: env.GEOCODING_POLL_MS,
    },
    passwordHashCost: { memoryKib: env.PASSWORD_HASH_MEMORY_KIB, passes: env.PASSWORD_HASH_PASSES },
    passwordHashing: {
      concurrency: env.PASSWORD_HASH_CONCURRENCY,
      queue: env.PASSWORD_HASH_QUEUE,
    },
  }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates a set of variables; the error names every variable that is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new EnvError(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * Settings that start fine but leave part of the portal broken; printed as warnings at start.
 * In production nobody reads /dev/outbox, so without SMTP invitations and resets never arrive.
 */
export function configurationWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.production && !env.smtpUrl) {
    warnings.push(
      'SMTP_URL is not set: e-mail cannot be delivered, so invitations and password resets will not reach anyone.',
    );
  }
  return warnings;
}

/** The server's one read of the process environment. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
