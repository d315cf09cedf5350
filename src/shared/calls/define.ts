// What every call of the contract declares: how it travels (method, path), who may make it, whether
// it moves money (then it carries an Idempotency-Key, required by type on the client), whether it
// raises the global loading indicator, and which member facts it changes, so the client refreshes
// those after a success from this one declaration.
import type { z } from 'zod'
import type { MemberFact } from './memberFacts'

type HttpMethod = 'GET' | 'POST' | 'PUT'

export interface CallDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Idempotent extends boolean = boolean,
> {
  method: HttpMethod
  path: string
  /** 'member' calls need a valid token; the server answers 401 without one. */
  access: 'public' | 'member'
  /** Calls that move money or create a money-relevant record carry an Idempotency-Key. */
  idempotent: Idempotent
  /** Raises the global loading indicator while it runs (seed §7). */
  loading?: boolean
  /** The member facts a success changes; the client refreshes them. */
  changes?: readonly MemberFact[]
  /** The largest body the server reads for this call, in bytes, when it may exceed the server's default (an image). */
  bodyLimit?: number
  request: Req
  response: Res
}

/** What the client reads of a call to make it: no schemas (the server checks both ends) and nothing
 *  only the server reads (access, body limit). The site has it from api/callTable.gen.ts, generated
 *  from the contract, so zod stays out of the first page's code. */
export type ClientCall = Pick<CallDefinition, 'method' | 'path' | 'idempotent' | 'loading' | 'changes'>

/** Keeps each call's literal types (an idempotent call's `true`) for the client's signatures. */
export function call<Req extends z.ZodType, Res extends z.ZodType, const Idempotent extends boolean>(
  definition: CallDefinition<Req, Res, Idempotent>,
) {
  return definition
}
