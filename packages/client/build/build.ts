// Builds the installable package into dist/package: one ESM file with @trpc/client and superjson
// inside (so installing it fetches nothing), declarations that import nothing of the workspace,
// the manifest, the README and the licences of what is bundled. `npm pack dist/package` packs it.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describeRouter, loadProgram } from './describe-router';
import { portalClientDeclarations } from './write-declarations';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(packageDir, 'dist');
const out = join(dist, 'package');

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

// One compiler run reads the router's types and writes the hand-written files' declarations.
const sources = readdirSync(join(packageDir, 'src')).map((file) => join(packageDir, 'src', file));
const program = loadProgram(sources, join(packageDir, 'tsconfig.json'), {
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
});
for (const file of sources.filter((path) => !path.endsWith('portal-client.ts'))) {
  const emitted = program.emit(
    program.getSourceFile(file),
    (name, text) => writeFileSync(join(out, basename(name)), text),
    undefined,
    true,
  );
  if (emitted.emitSkipped) throw new Error(`No declarations for ${file}`);
}
const procedures = describeRouter(program, join(packageDir, 'src/portal-client.ts'));
writeFileSync(join(out, 'portal-client.d.ts'), portalClientDeclarations(procedures));

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
