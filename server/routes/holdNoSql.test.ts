// Routes call domain modules and hold no SQL (the house plan): a query written in a route file is
// one the feature's own tests and the other routes cannot reuse.
import { readdirSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

const query = /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`/

it('has no route file that queries the database itself', () => {
  const routeFiles = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  expect(routeFiles.length).toBeGreaterThan(20)
  const querying = routeFiles.filter((name) => query.test(readFileSync(new URL(name, import.meta.url), 'utf8')))
  expect(querying).toEqual([])
})
