import { Readable } from 'node:stream';

/**
 * A streamed answer's body, with its first chunks read before anything is sent: the opening and
 * the first batch from the database, so a failure there is still a clean error status rather
 * than a 200 cut short. The rest is read as the client takes it; when the client goes away the
 * source is closed (a cursor or a batch walk ends). `bufferBytes` lets the source run that far
 * ahead of the client (Node's default is 16 kB).
 */
export async function readAheadBody(
  chunks: AsyncIterable<string>,
  { ahead = 2, bufferBytes }: { ahead?: number; bufferBytes?: number } = {},
): Promise<Readable> {
  const iterator = chunks[Symbol.asyncIterator]();
  const head: string[] = [];
  let done = false;
  while (!done && head.length < ahead) {
    const next = await iterator.next();
    if (next.done) done = true;
    else head.push(next.value);
  }
  // The source is given back once, whoever sees the end first: the body's own `finally`, or the
  // stream's close. A client that leaves before the body's first read never starts `body()`, and
  // a generator returned before it starts skips its `finally`, so the close must do it.
  let released = false;
  const release = async () => {
    if (done || released) return;
    released = true;
    await iterator.return?.();
  };
  async function* body() {
    try {
      yield* head;
      while (!done) {
        const next = await iterator.next();
        if (next.done) done = true;
        else yield next.value;
      }
    } finally {
      await release();
    }
  }
  const stream = Readable.from(body(), { objectMode: false, highWaterMark: bufferBytes });
  stream.once('close', () => {
    // A source that fails while closing has nobody left to tell: the answer is already gone.
    release().catch(() => undefined);
  });
  return stream;
}
