import pg from 'pg'

export interface NotificationHandlers {
  message(payload: string): void
  /** The listening connection was lost and is back: whatever was sent meanwhile is lost. */
  reconnected(): void
}

const FIRST_RETRY_MS = 500
const LAST_RETRY_MS = 30_000

/**
 * One connection of its own (outside the pool, which would hand it to queries) that LISTENs on a
 * channel. When PostgreSQL drops it, it reconnects with backoff and says so, because notifications
 * sent while it was away are gone.
 */
export async function listenPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  let current: pg.Client | undefined
  let stopped = false
  let retryTimer: NodeJS.Timeout | undefined
  let retryMs = FIRST_RETRY_MS

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload !== undefined) handlers.message(notification.payload)
    })
    client.on('error', (error) => {
      console.warn(`the ${channel} listener lost PostgreSQL: ${error.message}`)
      lost(client)
    })
    client.on('end', () => lost(client))
    try {
      await client.connect()
      await client.query(`listen ${client.escapeIdentifier(channel)}`)
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    current = client
  }

  function lost(client: pg.Client): void {
    if (stopped || current !== client) return
    current = undefined
    void client.end().catch(() => {})
    retry()
  }

  function retry(): void {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS
          if (stopped) void current?.end().catch(() => {})
          else handlers.reconnected()
        },
        (error: unknown) => {
          console.warn(`the ${channel} listener could not reconnect: ${error instanceof Error ? error.message : String(error)}`)
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
          if (!stopped) retry()
        },
      )
    }, retryMs)
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retryTimer)
    await current?.end().catch(() => {})
    current = undefined
  }
}
