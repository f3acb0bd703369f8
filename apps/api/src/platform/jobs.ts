/**
 * Background jobs inside the API process (docs/architecture.md §5): each job runs on its own interval timer,
 * started once the server listens and stopped before it closes. A run never overlaps the
 * previous run of the same job (a tick that finds it still running is skipped), and a failing
 * run is logged, never thrown: the next tick tries again. Safety between several API instances
 * is the job's own business (row locks, FOR UPDATE SKIP LOCKED), not the runner's.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  /** A short name for the log ('order-expiry'). */
  name: string;
  /** One run; what it answers is logged when it is not empty. */
  run: () => Promise<Record<string, number> | void>;
}

export interface JobRunner {
  /** The jobs' names, in the order they were given. */
  readonly names: string[];
  /** Starts the timers: a first run at once, then one every interval. Calling it again does nothing. */
  start(): void;
  /** Stops the timers and waits for runs in progress to end. */
  stop(): Promise<void>;
  /**
   * Runs one job now, unless a run of it is in progress (then waits for that one). Answers what
   * the run answered, or undefined when it failed (the failure is logged) or the runner stopped.
   */
  runNow(name: string): Promise<Record<string, number> | void>;
}

interface JobState {
  job: Job;
  running: Promise<Record<string, number> | void> | null;
  timer: NodeJS.Timeout | null;
}

export function createJobRunner({
  jobs,
  intervalMs,
  log,
}: {
  jobs: Job[];
  intervalMs: number;
  log: FastifyBaseLogger;
}): JobRunner {
  const states = new Map<string, JobState>(
    jobs.map((job) => [job.name, { job, running: null, timer: null }]),
  );
  let started = false;
  let stopped = false;

  const runGuarded = (state: JobState): Promise<Record<string, number> | void> => {
    if (state.running) return state.running;
    if (stopped) return Promise.resolve();
    const startedAt = Date.now();
    state.running = (async () => {
      try {
        const result = await state.job.run();
        if (result && Object.values(result).some((n) => n > 0)) {
          log.info({ job: state.job.name, ms: Date.now() - startedAt, ...result }, 'job run');
        }
        return result;
      } catch (error) {
        log.error({ err: error, job: state.job.name }, 'job run failed');
        return undefined;
      } finally {
        state.running = null;
      }
    })();
    return state.running;
  };

  return {
    names: jobs.map((j) => j.name),
    start() {
      if (started || stopped) return;
      started = true;
      for (const state of states.values()) {
        const tick = () => void runGuarded(state);
        setImmediate(tick);
        state.timer = setInterval(tick, intervalMs);
        // The timers alone never keep the process alive: the server does while it listens.
        state.timer.unref();
      }
    },
    async stop() {
      stopped = true;
      for (const state of states.values()) {
        if (state.timer) clearInterval(state.timer);
        state.timer = null;
      }
      await Promise.all([...states.values()].map((s) => s.running));
    },
    runNow(name) {
      const state = states.get(name);
      if (!state) throw new Error(`No job named ${name}`);
      return runGuarded(state);
    },
  };
}
