import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRouter, loadProgram } from '../build/describe-router';
import { portalClientDeclarations } from '../build/write-declarations';

const here = dirname(fileURLToPath(import.meta.url));
const tsconfig = join(here, '../tsconfig.json');
const fixture = join(here, 'fixtures/gift-router.ts');

// One compiler run for the whole file: reading a program takes a second or two.
const program = loadProgram([fixture], tsconfig);
const procedures = describeRouter(program, fixture);
const byPath = new Map(procedures.map((procedure) => [procedure.path.join('.'), procedure]));

describe('the published declarations, written from a router', () => {
  it('lists every procedure by its path, as a query or a mutation', () => {
    expect(procedures.map(({ path, kind }) => `${path.join('.')} ${kind}`)).toEqual([
      'gifts.create mutation',
      'gifts.list query',
      'gifts.receipts query',
      'gifts.get query',
      'labels.rename mutation',
    ]);
  });

  it('writes answers as plain types, naming only the standard library', () => {
    expect(byPath.get('gifts.create')?.output).toBe(
      '{ id: number; method: "cash" | "check"; receivedAt: Date; note: null | string; }',
    );
    expect(byPath.get('gifts.receipts')?.output).toBe('AsyncIterable<string, any, any>');
  });

  it("types a text input as the choice its router's answers give, so a misspelt code fails", () => {
    expect(byPath.get('gifts.create')?.input).toBe(
      '{ amount: number; method?: undefined | null | "cash" | "check"; }',
    );
    // An input the api coerces from anything takes what the answers give; others stay unknown.
    expect(byPath.get('gifts.get')?.input).toBe('{ id: number; extra?: unknown; }');
    // Another router's answers name no such choice: its text stays text.
    expect(byPath.get('labels.rename')?.input).toBe('{ "old name": string; method: string; }');
  });

  it('lets a call leave out an input that may be absent, and no other', () => {
    const optional = procedures.filter((procedure) => procedure.inputOptional);
    expect(optional.map(({ path }) => path.join('.'))).toEqual(['gifts.list', 'gifts.receipts']);
    const declarations = portalClientDeclarations(procedures);
    expect(declarations).toContain(
      'list: { query(input?: RouterInputs["gifts"]["list"], options?: CallOptions): Promise<RouterOutputs["gifts"]["list"]> };',
    );
    expect(declarations).toContain(
      'create: { mutate(input: RouterInputs["gifts"]["create"], options?: CallOptions)',
    );
    expect(declarations).not.toMatch(/from '(?!\.\/)/);
  });

  it('refuses a procedure the client cannot call, naming it', () => {
    expect(() => describeRouter(program, fixture, 'RouterWithSubscription')).toThrow(
      'live.ticks: a subscription cannot be called by the client',
    );
  });
});
