import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appRouter } from '@portal/api';
import { describe, expect, it } from 'vitest';

const repository = join(dirname(fileURLToPath(import.meta.url)), '../../..');

describe("docs/api.md's list of procedures", () => {
  it('names every procedure of the router, each as a query or a mutation, and no other', async () => {
    const byRouter = new Map<string, { query: string[]; mutation: string[] }>();
    const procedures: Record<string, unknown> = appRouter._def.procedures;
    for (const [path, procedure] of Object.entries(procedures)) {
      const [router = '', ...name] = path.split('.');
      const kind = (procedure as { _def: { type: 'query' | 'mutation' } })._def.type;
      const entry = byRouter.get(router) ?? { query: [], mutation: [] };
      entry[kind].push(name.join('.'));
      byRouter.set(router, entry);
    }
    const names = (list: string[]) => list.map((name) => `\`${name}\``).join(', ');
    const table = [
      '| Router | Queries | Mutations |',
      '| --- | --- | --- |',
      ...[...byRouter].map(
        ([router, { query, mutation }]) =>
          `| \`${router}\` | ${names(query)} | ${names(mutation)} |`,
      ),
    ].join('\n');
    const docs = await readFile(join(repository, 'docs/api.md'), 'utf8');
    const section = docs.slice(docs.indexOf('### Procedures'), docs.indexOf('### Example scripts'));
    const documented = section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .join('\n');
    // On a new procedure, paste the table this test expects into docs/api.md.
    expect(documented).toBe(table);
  });
});
