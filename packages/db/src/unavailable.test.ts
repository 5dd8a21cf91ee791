import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED'), true],
    ['a closed connection (postgres.js)', withCode('CONNECTION_CLOSED'), true],
    ['a connect timeout (postgres.js)', withCode('CONNECT_TIMEOUT'), true],
    ['an administrator shutdown', withCode('57P01'), true],
    ['a server starting up', withCode('57P03'), true],
    ['a connection exception class 08', withCode('08006'), true],
    ['too many connections', withCode('53300'), true],
    ['the same, wrapped by drizzle', wrapped(withCode('57P01')), true],
    ['wrapped twice', wrapped(wrapped(withCode('ECONNREFUSED'))), true],
    ['a unique violation', withCode('23505'), false],
    ['a serialization failure', withCode('40001'), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', 'ECONNREFUSED', false],
  ])('%s: %s', (_case, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});
