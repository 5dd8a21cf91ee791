import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts the build emits are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** The brotli and gzip forms of a file, each only where it is smaller than the file itself. */
export function compressedForms(content: Buffer): { suffix: '.br' | '.gz'; bytes: Buffer }[] {
  const forms = [
    {
      suffix: '.br' as const,
      bytes: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        },
      }),
    },
    { suffix: '.gz' as const, bytes: gzipSync(content, { level: 9 }) },
  ];
  return forms.filter((form) => form.bytes.byteLength < content.byteLength);
}

/**
 * Writes `name.br` and `name.gz` beside every built text file (the public folder's too), at
 * the strongest settings: done once per build, so the server sends them as they are
 * (`@fastify/static`'s `preCompressed`) and never compresses a file per request.
 */
export function precompressedFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompressed-files',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(file))) continue;
        for (const { suffix, bytes } of compressedForms(readFileSync(file)))
          writeFileSync(`${file}${suffix}`, bytes);
      }
    },
  };
}
