import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv, repositoryRoot } from '../src/env';

/**
 * The variables the server's configuration reads: parseEnv is handed an environment that
 * records every name asked of it, so a variable added to the schema is found without the test
 * knowing how the schema is written.
 */
function variablesTheServerReads(): string[] {
  const asked = new Set<string>();
  const recordingEnvironment = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name)) asked.add(name);
      return undefined;
    },
  });
  parseEnv(recordingEnvironment);
  return [...asked].sort();
}

/** The first cell of each row of the README's configuration table, and how many tables it is. */
function readmeConfigurationTable() {
  const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8').split('\n');
  const start = readme.findIndex((line) => /^## Configuration\b/.test(line));
  if (start < 0) throw new Error('README.md has no "## Configuration" section');
  const end = readme.findIndex((line, index) => index > start && /^## /.test(line));
  const section = readme.slice(start + 1, end < 0 ? undefined : end);
  const tableLines = section
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.trimStart().startsWith('|'));
  // One table is one run of consecutive table lines: a paragraph between rows splits it.
  const tables = tableLines.filter(
    ({ index }, position) => position === 0 || tableLines[position - 1]?.index !== index - 1,
  ).length;
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const [header, separator, ...rows] = tableLines.map(({ line }) => cells(line));
  return {
    tables,
    header: header ?? [],
    separatorIsMarkdown: (separator ?? []).every((cell) => /^:?-{3,}:?$/.test(cell)),
    variables: rows.map((row) => (row[0] ?? '').replace(/`/g, '')),
  };
}

describe('README configuration table', () => {
  const read = variablesTheServerReads();
  const table = readmeConfigurationTable();

  it('finds the variables through the schema itself', () => {
    // Guards the way the names are found: if parseEnv stopped reading its input by name, the
    // list would come back empty and every comparison below would pass for nothing.
    expect(read).toEqual(expect.arrayContaining(['DATABASE_URL', 'PORT', 'HOST']));
  });

  it('is one table with a header row', () => {
    expect(table.tables).toBe(1);
    expect(table.header[0]).toBe('Variable');
    expect(table.separatorIsMarkdown).toBe(true);
  });

  it('has a row for every variable the server reads', () => {
    const missing = read.filter((name) => !table.variables.includes(name));
    expect(missing, 'variables of apps/server/src/env.ts without a README row').toEqual([]);
  });

  it('names only variables the server reads, each once', () => {
    const unknown = table.variables.filter((name) => !read.includes(name));
    expect(unknown, 'README rows naming no variable of apps/server/src/env.ts').toEqual([]);
    const repeated = table.variables.filter(
      (name, index) => table.variables.indexOf(name) !== index,
    );
    expect(repeated, 'README rows naming a variable twice').toEqual([]);
  });
});
