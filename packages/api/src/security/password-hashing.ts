import { TRPCError } from '@trpc/server';

/**
 * How much argon2 work one server process takes on at once. Each hash holds one of libuv's four
 * worker threads (which file reads and DNS lookups share) and tens of MiB for a few hundred
 * milliseconds, so a burst of sign-ins must wait its turn in a short line or be told to come back.
 */
export interface PasswordHashingLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Requests that may wait for a free hash beyond those; more are refused at once. */
  queue: number;
}

/** Two hashes at once leave two of libuv's four threads free; eight waiting is about two seconds. */
export const DEFAULT_PASSWORD_HASHING_LIMITS: PasswordHashingLimits = { concurrency: 2, queue: 8 };

export const PASSWORD_HASHING_BUSY_MESSAGE =
  'The portal is busy checking other passwords. Please try again in a moment.';

/** Hashing takes a fraction of a second, so the line is usually short again by then. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** Every place in the line was taken: 503 with Retry-After, before any database work. */
export class PasswordHashingBusyError extends TRPCError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;

  constructor() {
    super({ code: 'SERVICE_UNAVAILABLE', message: PASSWORD_HASHING_BUSY_MESSAGE });
    this.name = 'PasswordHashingBusyError';
  }
}

/** Runs one argon2 call once one of the pool's hashing slots is free. */
export type InHashingSlot = <Hashed>(argon2Call: () => Promise<Hashed>) => Promise<Hashed>;

/**
 * Concurrency control for argon2 on request paths, per process (no business state: nothing here
 * outlives a request). A request first takes a place (`concurrency + queue` of them), so the
 * overflow of a burst is refused before it reads or writes anything; within its place it hashes
 * when one of the `concurrency` slots is free, as often as its flow needs.
 */
export class PasswordHashingPool {
  private placesTaken = 0;
  private hashing = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: PasswordHashingLimits = DEFAULT_PASSWORD_HASHING_LIMITS) {}

  /** Requests admitted and waiting for a hashing slot: a sign of sign-ins outrunning the pool. */
  get waitingForSlot(): number {
    return this.waiting.length;
  }

  /** Runs `work` holding a place, or rejects with PasswordHashingBusyError when none is free. */
  async admit<Outcome>(work: (inSlot: InHashingSlot) => Promise<Outcome>): Promise<Outcome> {
    if (this.placesTaken >= this.limits.concurrency + this.limits.queue)
      throw new PasswordHashingBusyError();
    this.placesTaken += 1;
    try {
      return await work((argon2Call) => this.inSlot(argon2Call));
    } finally {
      this.placesTaken -= 1;
    }
  }

  /** One argon2 call on its own, such as hashing the password an e-mailed code sets. */
  run<Hashed>(argon2Call: () => Promise<Hashed>): Promise<Hashed> {
    return this.admit((inSlot) => inSlot(argon2Call));
  }

  private async inSlot<Hashed>(argon2Call: () => Promise<Hashed>): Promise<Hashed> {
    if (this.hashing >= this.limits.concurrency) {
      await new Promise<void>((resume) => this.waiting.push(resume));
    } else {
      this.hashing += 1;
    }
    try {
      return await argon2Call();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.hashing -= 1;
    }
  }
}
