import { describe, expect, it } from 'vitest';
import { readAheadBody } from '../src/rest/stream-body';

/** A source like an export's cursor: it holds its connection until its `finally` runs. */
function heldSource(pieces: number) {
  const state = { released: false, read: 0 };
  async function* source() {
    try {
      for (let index = 0; index < pieces; index += 1) {
        state.read += 1;
        yield `piece ${index}\n`;
      }
    } finally {
      state.released = true;
    }
  }
  return { state, chunks: source() };
}

const closed = (
  stream: NodeJS.ReadableStream & { once: (event: 'close', listener: () => void) => void },
) => new Promise<void>((resolve) => stream.once('close', () => resolve()));

describe('a streamed answer read ahead of its status', () => {
  it('gives its source back when the client leaves before the body is read', async () => {
    const { state, chunks } = heldSource(10);
    const body = await readAheadBody(chunks);
    expect(state.read).toBe(2);
    const gone = closed(body);
    body.destroy();
    await gone;
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.released).toBe(true);
  });

  it('gives its source back when the client leaves halfway', async () => {
    const { state, chunks } = heldSource(1000);
    const body = await readAheadBody(chunks, { bufferBytes: 16 });
    const gone = closed(body);
    for await (const _piece of body) {
      if (state.read > 5) break;
    }
    await gone;
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.released).toBe(true);
    expect(state.read).toBeLessThan(1000);
  });

  it('sends every piece in order when the client reads to the end', async () => {
    const { state, chunks } = heldSource(5);
    const body = await readAheadBody(chunks);
    let text = '';
    for await (const piece of body) text += String(piece);
    expect(text).toBe([0, 1, 2, 3, 4].map((index) => `piece ${index}\n`).join(''));
    expect(state.released).toBe(true);
  });
});
