import cluster from 'node:cluster';

/** True in a process the cluster's first process started to take requests. */
export const isServerProcessOfCluster = (): boolean => cluster.isWorker;

/**
 * Starts `count` server processes (this file's entry point again, in each) that share the port:
 * the cluster module hands incoming connections to them in turn. Each has its own database pool,
 * geocoding worker and answer cache; everything they must agree on lives in the database. A
 * process that dies is replaced; SIGINT or SIGTERM stops them all, each finishing its requests.
 */
export function runCluster(count: number, onListening: () => void): void {
  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  /** The processes alive, by cluster id, and whether each has started listening. */
  const alive = new Map<number, { listened: boolean }>();
  const start = () => {
    const worker = cluster.fork();
    const state = { listened: false };
    alive.set(worker.id, state);
    worker.once('listening', () => {
      state.listened = true;
      listening += 1;
      if (listening === count) onListening();
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const listened = alive.get(worker.id)?.listened ?? false;
    alive.delete(worker.id);
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    // One that never listened could not start (its reason is above): starting it again would
    // only fail again, so the whole server stops, as a single process does.
    if (!listened) {
      console.error('a server process could not start; stopping the others');
      exitCode = 1;
      stop();
      return;
    }
    start();
  });
  function stop() {
    if (stopping) return;
    stopping = true;
    // Each process shuts down as a lone server does; after that, do not wait for a stuck one.
    setTimeout(() => process.exit(1), 15_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (alive.size === 0) process.exit(exitCode);
  }
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (let index = 0; index < count; index += 1) start();
}
