import { readConfig } from './config'
import { buildApp } from './app'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrations/index'
import { DEMO_PASSWORD, demoMembers } from './members/seedMembers'
import { seedIfEmpty } from './seed'

const config = readConfig()
const database = await openDatabase(config)
await migrateToLatest(database.db)
const seeded = await seedIfEmpty(database.db, config.now())
const app = await buildApp({ database, config, runJobs: true })

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
console.log(`\nMember site on http://${shownHost}:${config.port} (database: ${database.kind}${seeded ? ', demo data seeded' : ''})`)
console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${demoMembers.map((member) => member.username).join(', ')}\n`)
