import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configurationWarnings, EnvError, parseEnv, repositoryRoot } from '../src/env';

describe('parseEnv', () => {
  it('starts with nothing set: loopback port 3000, PGlite under data/, the built portal, no demo data', () => {
    const env = parseEnv({});

    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: join(repositoryRoot, 'data', 'pglite'),
      staticDir: join(repositoryRoot, 'apps', 'portal', 'dist'),
      publicUrl: 'http://localhost:3000',
      mailFrom: 'City Portal <no-reply@example.org>',
      sessionTtlHours: 12,
      seedDemo: false,
      production: false,
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('geocodes offline at ZIP precision by default and checks the geocoder settings', () => {
    expect(parseEnv({}).geocoding).toMatchObject({ geocoder: 'zip', timeoutMs: 10_000 });
    expect(
      parseEnv({
        GEOCODER: 'url',
        GEOCODER_URL: 'https://nominatim.example.org/search?q={address}&format=jsonv2',
      }).geocoding.url,
    ).toBe('https://nominatim.example.org/search?q={address}&format=jsonv2');
    expect(() => parseEnv({ GEOCODER: 'url' })).toThrow(/GEOCODER_URL: GEOCODER=url needs/);
    expect(() => parseEnv({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
    expect(() => parseEnv({ GEOCODER_TIMEOUT_MS: '0' })).toThrow(/GEOCODER_TIMEOUT_MS/);
    expect(() => parseEnv({ GEOCODER_REQUESTS_PER_SECOND: '-1' })).toThrow(
      /GEOCODER_REQUESTS_PER_SECOND/,
    );
  });

  it("hashes passwords at argon2's defaults, and refuses a cost under OWASP's minimum outside tests", () => {
    expect(parseEnv({}).passwordHashCost).toEqual({ memoryKib: 65_536, passes: 3 });
    expect(
      parseEnv({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_PASSES: '2' }).passwordHashCost,
    ).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(() => parseEnv({ PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB: must be at least 19456/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', PASSWORD_HASH_PASSES: '1' })).toThrow(
      /PASSWORD_HASH_PASSES: must be at least 2/,
    );
    expect(() => parseEnv({ PASSWORD_HASH_PASSES: 'many' })).toThrow(/PASSWORD_HASH_PASSES/);
    expect(
      parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' })
        .passwordHashCost,
    ).toEqual({ memoryKib: 1024, passes: 1 });
  });

  it('derives the public URL from the port and drops a trailing slash from a given one', () => {
    expect(parseEnv({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://portal.example.org/' }).publicUrl).toBe(
      'https://portal.example.org',
    );
  });

  it('keeps PGlite in memory for DATA_DIR=memory and reads absolute paths as given', () => {
    expect(parseEnv({ DATA_DIR: 'memory' }).pgliteDir).toBeNull();
    expect(parseEnv({ DATA_DIR: '/srv/portal' }).pgliteDir).toBe(join('/srv/portal', 'pglite'));
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['', false],
  ])('reads PORTAL_SEED_DEMO=%j as %s', (value, expected) => {
    expect(parseEnv({ PORTAL_SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('reads public reads from the replicas listed in DATABASE_READ_URL, only beside DATABASE_URL', () => {
    const primary = 'postgres://portal@db.example.org/portal';
    const replicas =
      ' postgres://portal@r1.example.org/portal , postgres://portal@r2.example.org/portal';
    expect(parseEnv({ DATABASE_URL: primary, DATABASE_READ_URL: replicas }).readReplicas).toEqual({
      urls: ['postgres://portal@r1.example.org/portal', 'postgres://portal@r2.example.org/portal'],
      maxLagSeconds: 5,
    });
    // The embedded database has no replicas: the setting is ignored.
    expect(parseEnv({ DATABASE_READ_URL: replicas }).readReplicas.urls).toEqual([]);
    expect(parseEnv({ DATABASE_URL: primary, READ_REPLICA_MAX_LAG_S: '2.5' }).readReplicas).toEqual(
      { urls: [], maxLagSeconds: 2.5 },
    );
    expect(() => parseEnv({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x/y' })).toThrow(
      /DATABASE_READ_URL.0: must list postgres:\/\/ connection strings/,
    );
    expect(() => parseEnv({ READ_REPLICA_MAX_LAG_S: '0' })).toThrow(/READ_REPLICA_MAX_LAG_S/);
  });

  it('starts several server processes only over PostgreSQL, which they share', () => {
    expect(parseEnv({}).workers).toBe(1);
    expect(
      parseEnv({ WORKERS: '4', DATABASE_URL: 'postgres://db.example.org/portal' }).workers,
    ).toBe(4);
    expect(() => parseEnv({ WORKERS: '4' })).toThrow(
      /WORKERS: several server processes need DATABASE_URL/,
    );
    expect(() => parseEnv({ WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('knows production from NODE_ENV', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).production).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/portal'],
    ['PUBLIC_URL', 'portal.example.org'],
    ['PORTAL_SEED_DEMO', 'maybe'],
    ['SESSION_TTL_HOURS', '0'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'sometimes'],
  ])('refuses a bad %s (%j) and names it', (variable, value) => {
    const source = { [variable]: value };
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});

describe('configurationWarnings', () => {
  it('warns in production without SMTP_URL that e-mail cannot be delivered', () => {
    const warnings = configurationWarnings(parseEnv({ NODE_ENV: 'production' }));
    expect(warnings).toEqual([expect.stringMatching(/SMTP_URL .*e-mail cannot be delivered/)]);
  });

  it('stays quiet in production with SMTP and in development, which has /dev/outbox', () => {
    const withSmtp = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:25' };
    expect(configurationWarnings(parseEnv(withSmtp))).toEqual([]);
    expect(configurationWarnings(parseEnv({}))).toEqual([]);
  });
});
