import { expect, it } from 'vitest'

it('zod, loaded after the entry set it, builds and parses schemas without trying eval', async () => {
  await import('./zodWithoutEval')
  const calls: string[] = []
  const RealFunction = globalThis.Function
  // Counts `new Function(...)`, the probe and the compiler alike.
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      calls.push('new Function')
      return Reflect.construct(target, args)
    },
  })
  try {
    const { z } = await import('zod')
    expect(z.config().jitless).toBe(true)
    const schema = z.object({ amount: z.int(), name: z.string() })
    expect(schema.parse({ amount: 100, name: 'a' })).toEqual({ amount: 100, name: 'a' })
    expect(calls).toEqual([])
  } finally {
    globalThis.Function = RealFunction
  }
})
