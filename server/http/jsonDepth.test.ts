// Issue 29: a body nested thousands of levels deep overflowed the recursive text check (500) and,
// a few thousand levels deep, cost hundreds of milliseconds of the event loop. The depth is now
// counted on the raw text before parsing, and the text check walks without recursion.
import { performance } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { MAX_BODY_DEPTH, nestsDeeperThan } from './jsonDepth'
import { unsafeTextField } from './textSafety'

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings or after an escaped quote', () => {
    expect(nestsDeeperThan('{"ids":[1,2]}', 2)).toBe(false)
    expect(nestsDeeperThan('{"ids":[[1]]}', 2)).toBe(true)
    expect(nestsDeeperThan('{"a":"[[[{{{"}', 1)).toBe(false)
    expect(nestsDeeperThan('{"a":"\\"[[["}', 1)).toBe(false)
    expect(nestsDeeperThan('{"a":"\\\\",[[1]]}', 2)).toBe(true)
    expect(nestsDeeperThan('[]'.repeat(1_000), 1)).toBe(false)
  })

  it('refuses 8,000 levels as soon as it passes the limit', () => {
    expect(nestsDeeperThan('['.repeat(8_000) + ']'.repeat(8_000), MAX_BODY_DEPTH)).toBe(true)
    expect(nestsDeeperThan('{"":'.repeat(8_000) + '1' + '}'.repeat(8_000), MAX_BODY_DEPTH)).toBe(true)
  })
})

describe('unsafeTextField', () => {
  it('walks a value 100,000 levels deep without overflowing the stack and names the bad field', () => {
    let value: unknown = { name: 'Kim\u0000Min' }
    for (let level = 0; level < 100_000; level++) value = level % 2 ? [value] : { a: value }
    const path = unsafeTextField(value)
    expect(path?.endsWith('.name')).toBe(true)
    expect(path?.split('.')).toHaveLength(100_001)
  })

  it('reports the first bad field in reading order, and a bad key as its parent', () => {
    expect(unsafeTextField({ first: 'ok', second: { third: 'a\u0000' }, fourth: '\u202E' })).toBe('second.third')
    expect(unsafeTextField({ outer: { ['k\u0000']: 1 } })).toBe('outer.body')
    expect(unsafeTextField({ question: 'a\u202Eb' })).toBe('question')
  })
})

/** The median time, in milliseconds, of what the server does with a body before the call's schema: count its depth, parse it (unless refused), walk its text. */
function preHandlerCost(text: string): number {
  const times: number[] = []
  for (let run = 0; run < 41; run++) {
    const started = performance.now()
    if (!nestsDeeperThan(text, MAX_BODY_DEPTH)) unsafeTextField(JSON.parse(text))
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[20] as number
}

describe('the cost of a hostile body', () => {
  it('is no more than that of a valid body of the same size', () => {
    const size = 30 * 1024
    const valid = JSON.stringify({ name: 'Kim', contact: 'kim@example.com', question: 'q'.repeat(size - 50) })
    const bodies = {
      // Refused at its tenth character.
      'deep arrays': '['.repeat(size / 2) + ']'.repeat(size / 2),
      // Refused at its last levels, so the whole text is counted.
      'a long string, then deep objects': `{"a":"${'x'.repeat(size - 5 * 2_000 - 10)}","b":` + '{"":'.repeat(2_000) + '1' + '}'.repeat(2_001),
      // As deep as allowed and as wide as the size lets it be: parsed and walked.
      'wide at the deepest allowed level': `{"a":${'['.repeat(MAX_BODY_DEPTH - 2)}{${Array.from({ length: size / 12 }, (_, index) => `"${index.toString(36).padStart(4, '0')}":"x"`).join(',')}}${']'.repeat(MAX_BODY_DEPTH - 2)}}`,
    }
    // The same fields as the widest hostile body, one level deep: what that width costs at any depth.
    const flat = `{${Array.from({ length: size / 12 }, (_, index) => `"${index.toString(36).padStart(4, '0')}":"x"`).join(',')}}`
    const validCost = preHandlerCost(valid)
    const flatCost = preHandlerCost(flat)
    const figures = Object.entries(bodies).map(([kind, text]) => ({ kind, bytes: text.length, ms: preHandlerCost(text) }))
    console.log(
      `valid body of ${valid.length} bytes: ${validCost.toFixed(3)} ms; the same fields one level deep (${flat.length} bytes): ${flatCost.toFixed(3)} ms; ` +
        figures.map((each) => `${each.kind} (${each.bytes} bytes): ${each.ms.toFixed(3)} ms`).join('; '),
    )
    // Twice the reference, or a millisecond, leaves room for a busy machine's noise.
    const [deepArrays, longThenDeep, wide] = figures
    for (const refused of [deepArrays, longThenDeep]) expect(refused?.ms, refused?.kind).toBeLessThanOrEqual(Math.max(validCost * 2, 1))
    expect(wide?.ms, wide?.kind).toBeLessThanOrEqual(Math.max(flatCost * 2, 1))
  })
})
