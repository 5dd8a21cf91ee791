interface Entry<T> {
  value: T;
  bytes: number;
  storedAt: number;
}

export interface StoredAnswersLimits {
  maxBytes: number;
  maxEntries: number;
  /** After this an entry is computed again even if its key still matches. */
  ttlMs?: number;
}

/**
 * A bounded store of answers by key, oldest first out: whichever limit (total bytes, entries) is
 * passed evicts the entries stored longest ago. Keys carry data versions, so an entry is never
 * wrong; the limits only keep a changing dataset's old answers from piling up.
 */
export class StoredAnswers<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private totalBytes = 0;

  constructor(private readonly limits: StoredAnswersLimits) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= (this.limits.ttlMs ?? Number.POSITIVE_INFINITY)) {
      this.remove(key, entry);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, bytes: number, now = Date.now()): void {
    // One answer larger than the whole budget is not kept.
    if (bytes > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { value, bytes, storedAt: now });
    this.totalBytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.totalBytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries)
        break;
      this.remove(oldestKey, oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  private remove(key: string, entry: Entry<T>) {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
