// Builds the installable package into dist/package: one ESM file with @trpc/client and superjson
// inside (so installing it fetches nothing), declarations that import nothing of the workspace,
// the manifest, the README and the licences of what is bundled. `npm pack dist/package` packs it.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describeRouter } from './describe-router';
import { portalClientDeclarations } from './write-declarations';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(packageDir, 'dist');
const out = join(dist, 'package');
const declarations = join(dist, 'declarations');
const require = createRequire(import.meta.url);

rmSync(dist, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bundled = await build({
  entryPoints: [join(packageDir, 'src/index.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outfile: join(out, 'index.js'),
  metafile: true,
  absWorkingDir: packageDir,
  logLevel: 'warning',
});

// The workspace's TypeScript writes the declarations of the hand-written files.
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(packageDir, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
for (const file of readdirSync(declarations)) {
  if (file.endsWith('.d.ts') && file !== 'portal-client.d.ts')
    copyFileSync(join(declarations, file), join(out, file));
}
const procedures = describeRouter(
  join(packageDir, 'src/portal-client.ts'),
  join(packageDir, 'tsconfig.json'),
);
writeFileSync(join(out, 'portal-client.d.ts'), portalClientDeclarations(procedures));
rmSync(declarations, { recursive: true });

// A declaration that imports a package would leave the script's types to chance: refuse it.
for (const file of readdirSync(out).filter((name) => name.endsWith('.d.ts'))) {
  const text = readFileSync(join(out, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\()\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1],
  );
  const outside = specifiers.filter((specifier) => !specifier?.startsWith('./'));
  if (outside.length > 0) throw new Error(`${file} imports ${outside.join(', ')}`);
}

// The licences of the packages the bundle holds, as their licences ask.
const bundledPackageDirs = new Set(
  Object.keys(bundled.metafile.inputs).flatMap((input) => {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    return match?.[1] ? [match[1]] : [];
  }),
);
const licences = [...bundledPackageDirs].sort().map((relative) => {
  const dir = join(packageDir, relative);
  const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt'].find((each) => existsSync(join(dir, each)));
  if (!file) throw new Error(`${name} has no licence file to ship`);
  return `${name} ${version}\n\n${readFileSync(join(dir, file), 'utf8').trim()}\n`;
});
writeFileSync(join(out, 'THIRD-PARTY-LICENSES.txt'), licences.join('\n---\n\n'));

const workspaceManifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const manifest = {
  name: workspaceManifest.name,
  version: workspaceManifest.version,
  description: workspaceManifest.description,
  license: workspaceManifest.license,
  type: 'module',
  engines: { node: '>=20.19' },
  exports: { '.': { types: './index.d.ts', import: './index.js' } },
  types: './index.d.ts',
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(join(packageDir, 'README.md'), join(out, 'README.md'));
console.log(`Built ${out}: ${procedures.length} procedures typed.`);
