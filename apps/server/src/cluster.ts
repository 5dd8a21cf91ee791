import cluster from 'node:cluster';

/** True in a process the cluster's first process started to take requests. */
export const isServerProcessOfCluster = (): boolean => cluster.isWorker;

/** A process that dies this soon after its start is failing to start: the cluster gives up. */
const FAILED_START_MS = 5000;

/**
 * Starts `count` server processes (this file's entry point again, in each) that share the port:
 * the cluster module hands incoming connections to them in turn. Each has its own database pool,
 * geocoding worker and answer cache; everything they must agree on lives in the database. A
 * process that dies is replaced; SIGINT or SIGTERM stops them all, each finishing its requests.
 */
export function runCluster(count: number, onListening: () => void): void {
  let stopping = false;
  let listening = 0;
  /** The processes alive, by cluster id, and when each started. */
  const startedAt = new Map<number, number>();
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.once('listening', () => {
      listening += 1;
      if (listening === count) onListening();
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const aliveMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    if (aliveMs < FAILED_START_MS && listening < count) {
      console.error('a server process could not start; stopping');
      process.exit(1);
    }
    start();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Each process shuts down as a lone server does; after that, do not wait for a stuck one.
    setTimeout(() => process.exit(1), 15_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (let index = 0; index < count; index += 1) start();
}
