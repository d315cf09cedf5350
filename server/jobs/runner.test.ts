import { describe, expect, it, vi } from 'vitest'
import { startJobs } from './runner'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('background jobs', () => {
  it('run at start, then again after each run ends, never overlapping, until stopped', async () => {
    let running = 0
    let overlapped = false
    let runs = 0
    const stop = startJobs(
      [
        {
          name: 'slow',
          everyMs: 5,
          run: async () => {
            running += 1
            overlapped ||= running > 1
            runs += 1
            await pause(20)
            running -= 1
          },
        },
      ],
      { error: vi.fn() },
    )
    await pause(5)
    expect(runs).toBe(1)
    await pause(120)
    await stop()
    const stoppedAt = runs
    expect(stoppedAt).toBeGreaterThanOrEqual(3)
    expect(running).toBe(0)
    expect(overlapped).toBe(false)
    await pause(60)
    expect(runs).toBe(stoppedAt)
  })

  it('log a failed run and keep going', async () => {
    const log = { error: vi.fn() }
    let runs = 0
    const stop = startJobs([{ name: 'flaky', everyMs: 5, run: async () => Promise.reject(new Error(`run ${(runs += 1)}`)) }], log)
    await pause(60)
    await stop()
    expect(runs).toBeGreaterThanOrEqual(2)
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error), job: 'flaky' }, 'background job failed')
  })
})
