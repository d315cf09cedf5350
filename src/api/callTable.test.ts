// The client makes calls from a plain table of declarations (callTable.gen.ts) so that it does not
// load zod: this test renders that table from the contract and fails when the file differs.
// After a change to the contract: npx vitest run src/api/callTable.test.ts -u
import { expect, it } from 'vitest'
import type { ClientCall } from '../shared/calls/define'
import { contract } from '../shared/contract'

const fields = ['method', 'path', 'idempotent', 'loading', 'changes'] as const satisfies readonly (keyof ClientCall)[]

function render(): string {
  const rows = Object.entries(contract).map(([name, definition]) => {
    const declared: Partial<ClientCall> = definition
    const parts = fields.filter((field) => declared[field] !== undefined).map((field) => `${field}: ${JSON.stringify(declared[field])}`)
    return `  ${name}: { ${parts.join(', ')} },`
  })
  return [
    '// Generated from contract.ts by callTable.test.ts (npx vitest run src/api/callTable.test.ts -u); do not edit.',
    "import type { ClientCall } from '../shared/calls/define'",
    "import type { CallName } from '../shared/contract'",
    '',
    'export const callTable: Record<CallName, ClientCall> = {',
    ...rows,
    '}',
    '',
  ].join('\n')
}

it('the call table holds what the client reads of every call, as the contract declares it', async () => {
  await expect(render()).toMatchFileSnapshot('./callTable.gen.ts')
})
