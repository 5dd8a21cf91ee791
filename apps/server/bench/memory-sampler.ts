import { execFileSync } from 'node:child_process';

interface Sample {
  /** Resident memory of the server's own Node process, in MB. */
  server: number;
  /** The server's process group: the server and whatever it started (tsx's esbuild service). */
  group: number;
}

/** One `ps` of the group; null once the group is gone (the server stopped). */
function sampleGroup(serverPid: number): Sample | null {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,rss=', '-g', String(serverPid)], {
      encoding: 'utf8',
    });
    let server = 0;
    let group = 0;
    for (const line of out.trim().split('\n')) {
      const [pid, kb] = line.trim().split(/\s+/).map(Number);
      if (!Number.isFinite(kb)) continue;
      group += (kb as number) / 1024;
      if (pid === serverPid) server = (kb as number) / 1024;
    }
    return { server, group };
  } catch {
    return null;
  }
}

/**
 * Resident memory of the server, sampled every 200 ms while it runs. The figure is the server
 * process's own (the one `pnpm start` runs, which the bench starts the same way); the group's
 * total is kept beside it so that a helper process cannot hide.
 */
export function memorySampler(serverPid: number) {
  let peak: Sample = { server: 0, group: 0 };
  let last: Sample = { server: 0, group: 0 };
  const sample = () => {
    const now = sampleGroup(serverPid);
    if (!now) return;
    last = now;
    peak = { server: Math.max(peak.server, now.server), group: Math.max(peak.group, now.group) };
  };
  const timer = setInterval(sample, 200);
  let runPeak: Sample = { server: 0, group: 0 };
  return {
    /** Starts a new peak (the bench's next call); the whole run's peak is kept apart. */
    reset: () => {
      runPeak = {
        server: Math.max(runPeak.server, peak.server),
        group: Math.max(runPeak.group, peak.group),
      };
      peak = { server: 0, group: 0 };
      sample();
    },
    /** The peak since the last reset, the current sample included. */
    peak: (): Sample => {
      sample();
      return peak;
    },
    /** Resident memory right now. */
    now: (): Sample => {
      sample();
      return last;
    },
    /** The peak over the whole run. */
    runPeak: (): Sample => ({
      server: Math.max(runPeak.server, peak.server),
      group: Math.max(runPeak.group, peak.group),
    }),
    stop: () => clearInterval(timer),
  };
}
