// The client makes calls from plain tables of declarations so that it does not load zod: this test
// renders them from the contract and fails when a file differs. callTable.gen.ts holds every call and
// loads with the first call a visitor cannot make; publicCalls.gen.ts holds the calls anyone may make,
// the only ones a visitor's first page carries.
// After a change to the contract: npx vitest run src/api/callTable.test.ts -u
import { expect, it } from 'vitest'
import type { CallDefinition, ClientCall } from '../shared/calls/define'
import { contract } from '../shared/contract'

const fields = ['method', 'path', 'idempotent', 'loading', 'changes'] as const satisfies readonly (keyof ClientCall)[]

interface Table {
  name: string
  type: string
  doc: string
  holds: (definition: CallDefinition) => boolean
}

function render(table: Table): string {
  const rows = Object.entries(contract)
    .filter(([, definition]) => table.holds(definition))
    .map(([name, definition]) => {
      const declared: Partial<ClientCall> = definition
      const parts = fields.filter((field) => declared[field] !== undefined).map((field) => `${field}: ${JSON.stringify(declared[field])}`)
      return `  ${name}: { ${parts.join(', ')} },`
    })
  return [
    '// Generated from contract.ts by callTable.test.ts (npx vitest run src/api/callTable.test.ts -u); do not edit.',
    "import type { ClientCall } from '../shared/calls/define'",
    "import type { CallName } from '../shared/contract'",
    '',
    `/** ${table.doc} */`,
    `export const ${table.name}: ${table.type} = {`,
    ...rows,
    '}',
    '',
  ].join('\n')
}

it('the call table holds what the client reads of every call, as the contract declares it', async () => {
  const every: Table = { name: 'callTable', type: 'Record<CallName, ClientCall>', doc: 'Every call.', holds: () => true }
  await expect(render(every)).toMatchFileSnapshot('./callTable.gen.ts')
})

it('the public call table holds the calls anyone may make, and only those', async () => {
  const visible: Table = {
    name: 'publicCalls',
    type: 'Partial<Record<CallName, ClientCall>>',
    doc: "The calls anyone may make: all a visitor's first page needs.",
    holds: (definition) => definition.access === 'public',
  }
  await expect(render(visible)).toMatchFileSnapshot('./publicCalls.gen.ts')
})
