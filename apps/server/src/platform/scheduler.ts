// The one runner of background jobs. Modules declare their jobs (name,
// interval, run); the scheduler runs each once per interval for the whole
// shop, however many processes serve it: time is cut into slots of the job's
// interval on the database's clock, and a run starts only in the process
// that claims its slot (db/job-slots.ts, a conditional write). A job that
// keeps a cache of its own process says `scope: 'process'` and runs in
// every process. Decision: docs/decisions/2026-11-28-composition-and-jobs.md.

export type Job = {
  /** Unique across the shop: the claim is kept under this name. */
  name: string;
  everyMs: number;
  /** 'shop' (default): one process per interval; 'process': every process, for its own cache. */
  scope?: 'shop' | 'process';
  /** Does the work; says what it did, for the log, or nothing when there was nothing to do. */
  run(): Promise<string | undefined>;
};

/** Claims the job's current slot for this process; false when another process (or an earlier tick) has it. */
export type ClaimSlot = (name: string, everyMs: number) => Promise<boolean>;

export type JobLog = {
  info(msg: string): void;
  error(obj: { err: unknown }, msg: string): void;
};

/**
 * Starts ticking every job at once. A shared job ticks twice per interval so
 * every slot gets a tick whatever the timers' drift; only the first tick in
 * a slot (in any process) runs it. A run still going when the next tick
 * comes is not started again here. stop() ends the timers and waits for the
 * runs in progress, so the database can close after it.
 */
export function startJobs(jobs: readonly Job[], claim: ClaimSlot, log: JobLog) {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two background jobs are named ${job.name}`);
    names.add(job.name);
  }
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  async function tick(job: Job) {
    try {
      if (job.scope !== 'process' && !(await claim(job.name, job.everyMs))) return;
      if (stopped) return;
      const did = await job.run();
      if (did) log.info(`${job.name}: ${did}`);
    } catch (err) {
      // One job's failure is logged; it and every other job keep their timers.
      log.error({ err }, `background job ${job.name} failed`);
    }
  }

  const start = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const run = tick(job).finally(() => running.delete(job.name));
    running.set(job.name, run);
  };

  const timers = jobs.map((job) => {
    const every = job.scope === 'process' ? job.everyMs : Math.max(1, Math.floor(job.everyMs / 2));
    const timer = setInterval(() => start(job), every);
    timer.unref();
    start(job);
    return timer;
  });

  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.all(running.values());
    },
  };
}

export type JobRunner = ReturnType<typeof startJobs>;
