#!/usr/bin/env node
/**
 * Fails when the code repeats itself more than it does today: jscpd finds the runs of six or more
 * lines that stand twice in the source and tests, and this check allows at most
 * MAX_REPEATED_RUNS of them. Migrations are history and are never edited, and generated data is
 * not written by hand, so neither counts. Lower the figure when a clean-up removes repeats.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const MAX_REPEATED_RUNS = 7;

// The command-line entry, which the package's exports do not name: beside its main module.
const jscpd = join(dirname(createRequire(import.meta.url).resolve('jscpd')), '../bin/jscpd');
const reportDir = mkdtempSync(join(tmpdir(), 'portal-duplicates-'));
try {
  const run = spawnSync(
    process.execPath,
    [
      jscpd,
      '--silent',
      '--min-lines',
      '6',
      '--format',
      'typescript,tsx,javascript',
      '--ignore',
      '**/node_modules/**,**/dist/**,**/migrations/**,**/*.generated.ts,**/e2e/artifacts/**',
      '--reporters',
      'json',
      '--output',
      reportDir,
      'apps',
      'packages',
      'scripts',
      'examples',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  const { duplicates } = JSON.parse(readFileSync(join(reportDir, 'jscpd-report.json'), 'utf8'));
  const place = (part) => `${part.name}:${part.start}-${part.end}`;
  console.log(
    `${duplicates.length} repeated runs of 6 or more lines (at most ${MAX_REPEATED_RUNS}).`,
  );
  if (duplicates.length > MAX_REPEATED_RUNS) {
    for (const { firstFile, secondFile } of duplicates) {
      console.error(`  ${place(firstFile)} ~ ${place(secondFile)}`);
    }
    console.error('Make one piece of code serve both places, or say in a comment why they differ.');
    process.exit(1);
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
