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

/** What the server does with a body before the call's schema: count its depth, parse it (unless refused), walk its text. */
function preHandle(text: string): void {
  if (!nestsDeeperThan(text, MAX_BODY_DEPTH)) unsafeTextField(JSON.parse(text))
}

/**
 * The least time, in milliseconds, each body took over 41 rounds. The bodies take turns within
 * each round, after a warm-up, so a busy spell on a shared machine or a cold compiler falls on all of
 * them alike instead of on whichever was measured then; the least time is what the work itself costs.
 */
function preHandlerCosts(texts: Record<string, string>): Record<string, number> {
  const entries = Object.entries(texts)
  for (const [, text] of entries) for (let run = 0; run < 5; run++) preHandle(text)
  const least = Object.fromEntries(entries.map(([name]) => [name, Number.POSITIVE_INFINITY]))
  for (let round = 0; round < 41; round++) {
    for (const [name, text] of entries) {
      const started = performance.now()
      preHandle(text)
      least[name] = Math.min(least[name] as number, performance.now() - started)
    }
  }
  return least
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
    const costs = preHandlerCosts({ valid, flat, ...bodies })
    const ms = (name: string) => costs[name] as number
    console.log(
      `valid body of ${valid.length} bytes: ${ms('valid').toFixed(3)} ms; the same fields one level deep (${flat.length} bytes): ${ms('flat').toFixed(3)} ms; ` +
        Object.entries(bodies).map(([kind, text]) => `${kind} (${text.length} bytes): ${ms(kind).toFixed(3)} ms`).join('; '),
    )
    // Twice the reference, or a millisecond, leaves room for what noise is left.
    for (const refused of ['deep arrays', 'a long string, then deep objects']) expect(ms(refused), refused).toBeLessThanOrEqual(Math.max(ms('valid') * 2, 1))
    expect(ms('wide at the deepest allowed level'), 'wide at the deepest allowed level').toBeLessThanOrEqual(Math.max(ms('flat') * 2, 1))
  })
})
