import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createJobRunner } from './jobs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A logger that keeps what it was told. */
function recordingLog() {
  const entries: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: Record<string, unknown>, msg = '') =>
      entries.push({ level, obj, msg });
  const log = {
    info: at('info'),
    error: at('error'),
    warn: at('warn'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    child: () => log,
    level: 'info',
  } as unknown as FastifyBaseLogger;
  return { log, entries };
}

/** A job whose runs wait until released, counting how many ran and how many overlapped. */
function gatedJob() {
  let release: () => void = () => undefined;
  const state = { runs: 0, active: 0, maxActive: 0 };
  const job = {
    name: 'gated',
    run: async () => {
      state.runs += 1;
      state.active += 1;
      state.maxActive = Math.max(state.maxActive, state.active);
      await new Promise<void>((r) => (release = r));
      state.active -= 1;
      return { done: 1 };
    },
  };
  return { job, state, release: () => release() };
}

describe('createJobRunner', () => {
  it('never overlaps runs of one job: a run asked for while one is going is that run', async () => {
    const { log } = recordingLog();
    const g = gatedJob();
    const runner = createJobRunner({ jobs: [g.job], intervalMs: 60_000, log });
    const first = runner.runNow('gated');
    const second = runner.runNow('gated');
    await sleep(5);
    expect(g.state).toMatchObject({ runs: 1, active: 1 });
    g.release();
    expect(await first).toEqual({ done: 1 });
    expect(await second).toEqual({ done: 1 });
    const third = runner.runNow('gated');
    await sleep(5);
    g.release();
    await third;
    expect(g.state).toEqual({ runs: 2, active: 0, maxActive: 1 });
  });

  it('logs a failing run instead of throwing, and runs again next time', async () => {
    const { log, entries } = recordingLog();
    let calls = 0;
    const runner = createJobRunner({
      jobs: [
        {
          name: 'flaky',
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('database went away');
            return { fixed: 2 };
          },
        },
      ],
      intervalMs: 60_000,
      log,
    });
    expect(await runner.runNow('flaky')).toBeUndefined();
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'job run failed',
        obj: expect.objectContaining({ job: 'flaky' }),
      }),
    ]);
    expect(await runner.runNow('flaky')).toEqual({ fixed: 2 });
    expect(entries[1]).toMatchObject({ level: 'info', msg: 'job run', obj: { job: 'flaky', fixed: 2 } });
    expect(() => runner.runNow('nobody')).toThrow(/No job named nobody/);
  });

  it('runs at start and then every interval, skipping ticks while a run is going, until stopped', async () => {
    const { log } = recordingLog();
    let runs = 0;
    let active = 0;
    let overlapped = false;
    const runner = createJobRunner({
      jobs: [
        {
          name: 'slow',
          run: async () => {
            runs += 1;
            active += 1;
            if (active > 1) overlapped = true;
            await sleep(35);
            active -= 1;
          },
        },
      ],
      intervalMs: 10,
      log,
    });
    await sleep(30);
    expect(runs).toBe(0); // nothing before start
    runner.start();
    runner.start(); // a second start adds no timers
    await sleep(250);
    await runner.stop();
    const atStop = runs;
    // Runs of 35 ms every 10 ms: ticks during a run are skipped, so at most about 250 / 35 runs.
    expect(atStop).toBeGreaterThanOrEqual(2);
    expect(atStop).toBeLessThanOrEqual(8);
    expect(overlapped).toBe(false);
    expect(active).toBe(0); // stop waited for the run in progress
    await sleep(50);
    expect(runs).toBe(atStop);
    expect(await runner.runNow('slow')).toBeUndefined(); // stopped: nothing runs
    expect(runs).toBe(atStop);
  });
});
