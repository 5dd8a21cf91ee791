import { execFile } from 'node:child_process';
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contributions } from '@portal/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestWorld } from './test-world';

/**
 * The client as a script's author gets it: built and packed from the workspace, installed from
 * its tarball into an empty folder elsewhere, compiled by a plain tsc with Node's own module
 * resolution, and run against a listening server. The examples of the README and docs/api.md
 * are compiled and run as they are written.
 */
const repository = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const clientPackage = join(repository, 'packages/client');
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');

const TREASURER = {
  email: 'treasurer@example.org',
  password: 'treasurer-password',
  role: 'campaign_admin',
} as const;

const world = useTestWorld({ campaignName: 'Ada Lovelace 2024', users: { treasurer: TREASURER } });

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command; `env`, when given, is all the environment it sees (else it inherits ours). */
function run(command: string, args: string[], cwd: string, env?: Record<string, string>) {
  return new Promise<Run>((resolve) => {
    execFile(command, args, { cwd, env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

async function succeed(command: string, args: string[], cwd: string) {
  const result = await run(command, args, cwd);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.stdout}\n${result.stderr}`);
  return result;
}

/** The fenced TypeScript blocks of a Markdown file that use the client, in their order. */
async function clientExamples(file: string): Promise<string[]> {
  const text = await readFile(join(repository, file), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.includes("from '@portal/client'"));
}

/** A script that uses the client as a script's author would, then prints what it saw. */
const SCRIPT = `import { createPortalClient, type RouterInputs } from '@portal/client';

const client = createPortalClient({ url: process.env.PORTAL_URL ?? '', token: process.env.PORTAL_TOKEN ?? '' });
const campaignId = Number(process.env.CAMPAIGN_ID);
const me = await client.auth.me.query();
const before = await client.contributions.list.query({ campaignId, filter: { status: 'draft' } });
const gift: RouterInputs['contributions']['create'] = {
  campaignId, date: '2024-03-01', type: 'contribution', subType: 'cash', amount: 42.5,
  oaeType: 'matchable', contributorType: 'individual', paymentMethod: 'check', checkNumber: '1017',
  firstName: 'Grace', lastName: 'Hopper', address1: '9 Navy Way', city: 'Portland', state: 'OR', zip: '97201',
};
const created = await client.contributions.create.mutate(gift, { context: { idempotencyKey: 'script-gift-1' } });
const repeated = await client.contributions.create.mutate(gift, { context: { idempotencyKey: 'script-gift-1' } });
const saved = await client.contributions.get.query({ id: created.id });
const after = await client.contributions.list.query({ campaignId, filter: { status: 'draft' } });
console.log(JSON.stringify({
  me: me.email, before: before.total, after: after.total, created: created.id, repeated: repeated.id,
  saved: { amount: saved.amount, oaeType: saved.oaeType, lastName: saved.lastName, dated: saved.createdAt instanceof Date },
}));
`;

/** The same calls with a misspelt field, choices that do not exist and an id that is no number. */
const WRONG_SCRIPT = `import { createPortalClient } from '@portal/client';

const client = createPortalClient({ url: 'http://localhost:3000', token: 'cfp_x' });
await client.contributions.update.mutate({ id: 1, amout: 99 });
await client.contributions.list.query({ filter: { status: 'submited' } });
const gift = { campaignId: 1, date: '2024-03-01', type: 'contribution', subType: 'cash', amount: 5, oaeType: 'matchabel' } as const;
await client.contributions.create.mutate(gift);
await client.contributions.get.query({ id: 'seven' });
`;

let folder: string;
let url: string;
let token: string;
let examples: { name: string; code: string }[];

const countOwn = async () =>
  (
    await world.database.db
      .select({ id: contributions.id })
      .from(contributions)
      .where(eq(contributions.campaignId, world.campaignId))
  ).length;

function runScript(name: string) {
  return run(process.execPath, [join('out', `${name}.js`)], folder, {
    PORTAL_URL: url,
    PORTAL_TOKEN: token,
    CAMPAIGN_ID: String(world.campaignId),
  });
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portal-client-script-'));
  await succeed(process.execPath, ['--import', 'tsx', 'build/build.ts'], clientPackage);
  const packed = await succeed(
    'npm',
    ['pack', join(clientPackage, 'dist/package'), '--pack-destination', folder, '--json'],
    folder,
  );
  const [tarball] = JSON.parse(packed.stdout) as { filename: string }[];
  if (!tarball) throw new Error(`npm pack made no tarball: ${packed.stdout}`);
  await writeFile(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'nightly-script', private: true, type: 'module' }),
  );
  await succeed(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', `./${tarball.filename}`],
    folder,
  );
  // The script's author has Node's types, as any TypeScript project for Node does.
  const nodeTypes = await realpath(dirname(require.resolve('@types/node/package.json')));
  await mkdir(join(folder, 'node_modules/@types'), { recursive: true });
  await symlink(nodeTypes, join(folder, 'node_modules/@types/node'), 'dir');
  await writeFile(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'node16',
        moduleResolution: 'node16',
        strict: true,
        skipLibCheck: false,
        outDir: 'out',
        types: ['node'],
      },
      include: ['*.ts'],
    }),
  );
  examples = [
    ...(await clientExamples('README.md')).map((code, index) => ({
      name: `readme-${index}`,
      code,
    })),
    ...(await clientExamples('docs/api.md')).map((code, index) => ({ name: `api-${index}`, code })),
  ];
  await writeFile(join(folder, 'script.ts'), SCRIPT);
  for (const { name, code } of examples) await writeFile(join(folder, `${name}.ts`), code);
  await succeed(process.execPath, [tsc, '--pretty', 'false', '-p', '.'], folder);

  await world.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  const answer = await world.post('treasurer', '/api-tokens', { name: 'nightly script' });
  token = answer.json<{ token: string }>().token;
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the packed client, installed into an empty folder', () => {
  it('installs with nothing else: no dependency, no workspace package', async () => {
    const installed = await readdir(join(folder, 'node_modules/@portal'));
    expect(installed).toEqual(['client']);
    const manifest = JSON.parse(
      await readFile(join(folder, 'node_modules/@portal/client/package.json'), 'utf8'),
    );
    expect(manifest.dependencies).toBeUndefined();
    const declarations = (await readdir(join(folder, 'node_modules/@portal/client'))).filter(
      (file) => file.endsWith('.d.ts'),
    );
    for (const file of declarations) {
      const text = await readFile(join(folder, 'node_modules/@portal/client', file), 'utf8');
      expect(text).not.toMatch(/from '(?!\.\/)|import\("(?!\.\/)/);
    }
  });

  it('signs in with a token, lists, creates once with an idempotency key and reads back', async () => {
    const before = await countOwn();
    const result = await runScript('script');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const seen = JSON.parse(result.stdout);
    expect(seen).toMatchObject({
      me: TREASURER.email,
      after: seen.before + 1,
      repeated: seen.created,
      saved: { amount: 42.5, oaeType: 'matchable', lastName: 'Hopper', dated: true },
    });
    expect(await countOwn()).toBe(before + 1);
  });

  it('refuses to compile a misspelt field, a choice that does not exist or a text id, naming each', async () => {
    await writeFile(join(folder, 'wrong.ts'), WRONG_SCRIPT);
    const compiled = await run(
      process.execPath,
      [tsc, '--noEmit', '--pretty', 'false', '-p', '.'],
      folder,
    );
    await rm(join(folder, 'wrong.ts'));
    expect(compiled.code).not.toBe(0);
    const errors = compiled.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect(errors.every((line) => line.startsWith('wrong.ts'))).toBe(true);
    expect(errors.find((line) => line.startsWith('wrong.ts(4,'))).toMatch(/'amout'/);
    expect(errors.find((line) => line.startsWith('wrong.ts(5,'))).toMatch(/"submited"/);
    expect(compiled.stdout).toMatch(/wrong\.ts\(7,[\s\S]*"matchabel"/);
    expect(errors.find((line) => line.startsWith('wrong.ts(8,'))).toMatch(/'string'.*'number'/);
  });
});

describe('the examples of the README and docs/api.md, as written', () => {
  it('finds the examples to run', () => {
    expect(examples.map(({ name }) => name)).toEqual(['readme-0', 'api-0', 'api-1']);
  });

  it("README: signs in and names the token's user", async () => {
    const result = await runScript('readme-0');
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`Signed in as ${TREASURER.email}\n`);
  });

  it('docs/api.md: creates once however often the script runs, and reads the record back', async () => {
    const before = await countOwn();
    const first = await runScript('api-0');
    const second = await runScript('api-0');
    expect(first.stderr).toBe('');
    expect(second.stderr).toBe('');
    const [, firstSaved] = first.stdout.trim().split('\n');
    const [secondSeen, secondSaved] = second.stdout.trim().split('\n');
    expect(firstSaved).toMatch(/^#\d+: \$25 from Ada Lovelace, draft$/);
    expect(secondSaved).toBe(firstSaved);
    expect(secondSeen).toBe(`${TREASURER.email}: ${before + 1} contribution(s) so far`);
    expect(await countOwn()).toBe(before + 1);
  });

  it("docs/api.md: walks every page of the campaign's drafts", async () => {
    const drafts = await world.database.db
      .select({ amountCents: contributions.amountCents })
      .from(contributions)
      .where(eq(contributions.status, 'draft'));
    const cents = drafts.reduce((sum, row) => sum + row.amountCents, 0);
    const result = await runScript('api-1');
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`${drafts.length} draft(s), $${(cents / 100).toFixed(2)}\n`);
    expect(drafts.length).toBeGreaterThan(0);
  });
});
