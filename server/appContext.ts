import type { Kysely } from 'kysely'
import type { Config } from './config'
import type { DatabaseKind } from './db/database'
import type { DB } from './db/schema'

export interface PasswordResetNotice {
  username: string
  code: string
  expiresAt: Date
}

/** Delivers a reset code to the member; the reference server has no mail or SMS, so it logs it. */
export type Notify = (notice: PasswordResetNotice) => void

export interface AppContext {
  db: Kysely<DB>
  kind: DatabaseKind
  config: Config
  notify: Notify
}
