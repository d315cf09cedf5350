import { afterEach, expect, it } from 'vitest'

const limit = Error.stackTraceLimit
afterEach(() => {
  Error.stackTraceLimit = limit
})

it('errors made while the entry is evaluated carry no stack, and those made after the restore do', async () => {
  const { restoreErrorStacks } = await import('./entryWithoutStacks')
  expect('stackTraceLimit' in Error).toBe(false)
  expect(new Error('while evaluating').stack).toBeUndefined()
  restoreErrorStacks()
  expect(Error.stackTraceLimit).toBe(limit)
  expect(new Error('once started').stack).toContain('entryWithoutStacks.test.ts')
})
