import { execFileSync } from 'node:child_process';

/** Resident memory of the server's process group (tsx and node), in MB, sampled while it runs. */
export function memorySampler(groupId: number) {
  let peak = 0;
  const sample = () => {
    try {
      const out = execFileSync('ps', ['-o', 'rss=', '-g', String(groupId)], { encoding: 'utf8' });
      const kb = out
        .split('\n')
        .map(Number)
        .filter((value) => Number.isFinite(value))
        .reduce((sum, value) => sum + value, 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // The group is gone: the server stopped.
    }
  };
  const timer = setInterval(sample, 200);
  return {
    reset: () => {
      peak = 0;
      sample();
    },
    peak: () => {
      sample();
      return peak;
    },
    stop: () => clearInterval(timer),
  };
}
