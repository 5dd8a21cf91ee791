import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers smaller than this go out as they are: below about a kilobyte the encoding's own
 * headers and the time to compress cost more than the bytes saved.
 */
export const COMPRESS_FROM_BYTES = 1024;

/** The encodings the server compresses answers in. */
const SERVER_ENCODINGS = ['br', 'gzip', 'deflate'];

const codingOf = (part: string) => (part.split(';')[0] ?? '').trim().toLowerCase();

/**
 * An Accept-Encoding with its `*` ("any other encoding") written out as the encodings the
 * server has. The compression library reads `*` as gzip whatever else the header says, so a
 * client that refuses gzip (`gzip;q=0, *`) would be sent gzip.
 */
export function withWildcardSpelledOut(header: string): string {
  const parts = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const wildcard = parts.find((part) => codingOf(part) === '*');
  if (wildcard === undefined) return header;
  const named = new Set(parts.map(codingOf));
  const parameters = wildcard.slice(wildcard.indexOf('*') + 1);
  return [
    ...parts.filter((part) => part !== wildcard),
    ...SERVER_ENCODINGS.filter((coding) => !named.has(coding)).map(
      (coding) => `${coding}${parameters}`,
    ),
  ].join(', ');
}

/**
 * Compresses answers as they are sent (brotli or gzip, whichever the client prefers): JSON from
 * tRPC and REST, and the CSV, XML and JSON lines exports as they stream. An answer that already
 * carries an encoding is left alone: the built portal's files, compressed once at build time,
 * and the public dashboard's stored answers. Server-sent events are never compressed (the
 * library's default list of compressible types leaves them out), so each event still arrives at
 * once. Request bodies are read as sent: no client of the portal compresses them, and accepting
 * compressed uploads would let a small request unpack into a large one past the body limits.
 */
export const compressionPlugin = fp(
  async (fastify) => {
    fastify.addHook('onRequest', (request, _reply, done) => {
      const accepted = request.headers['accept-encoding'];
      if (accepted?.includes('*'))
        request.headers['accept-encoding'] = withWildcardSpelledOut(accepted);
      done();
    });
    await fastify.register(fastifyCompress, {
      globalCompression: true,
      globalDecompression: false,
      threshold: COMPRESS_FROM_BYTES,
    });
  },
  { name: 'compression' },
);
