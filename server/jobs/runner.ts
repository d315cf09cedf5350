// Background work of one server instance: each job runs at start (catching up on whatever fell due
// while the server was down), then again `everyMs` after its previous run ended, so runs never overlap.

export interface Job {
  name: string
  everyMs: number
  run(): Promise<unknown>
}

export interface JobLog {
  error(details: object, message: string): void
}

/** Starts the jobs; the returned function stops them and waits for runs in progress. */
export function startJobs(jobs: Job[], log: JobLog): () => Promise<void> {
  let stopped = false
  const timers = new Set<NodeJS.Timeout>()
  const running = new Set<Promise<void>>()

  function schedule(job: Job, delayMs: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer)
      const run = job
        .run()
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, job: job.name }, 'background job failed'),
        )
        .finally(() => {
          running.delete(run)
          if (!stopped) schedule(job, job.everyMs)
        })
      running.add(run)
    }, delayMs)
    timers.add(timer)
  }

  for (const job of jobs) schedule(job, 0)
  return async () => {
    stopped = true
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
    await Promise.all(running)
  }
}
