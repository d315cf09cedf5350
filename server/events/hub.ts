import type { Listen } from '../db/database'
import { decodeChannelMessage, MEMBER_EVENTS_CHANNEL, type ChannelMessage } from './channel'

interface MemberEventListener {
  message(message: ChannelMessage): void
  /** The instance's listening connection was away: messages may have been lost, so catch up. */
  missed(): void
}

/**
 * The instance's one LISTEN connection, shared by every open event stream and opened with the first
 * of them; each message goes to the listeners of its member.
 */
export interface MemberEventHub {
  /** Resolves once the connection listens, so nothing committed after it is missed. */
  subscribe(memberId: number, listener: MemberEventListener): Promise<() => void>
  close(): Promise<void>
}

export function createMemberEventHub(listen: Listen): MemberEventHub {
  const listeners = new Map<number, Set<MemberEventListener>>()
  let listening: Promise<() => Promise<void>> | undefined

  const handlers = {
    message(payload: string) {
      const message = decodeChannelMessage(payload)
      if (!message) return
      for (const listener of listeners.get(message.memberId) ?? []) listener.message(message)
    },
    reconnected() {
      for (const group of listeners.values()) for (const listener of group) listener.missed()
    },
  }

  return {
    async subscribe(memberId, listener) {
      listening ??= listen(MEMBER_EVENTS_CHANNEL, handlers).catch((error: unknown) => {
        listening = undefined
        throw error
      })
      await listening
      const group = listeners.get(memberId) ?? new Set()
      group.add(listener)
      listeners.set(memberId, group)
      return () => {
        group.delete(listener)
        if (group.size === 0 && listeners.get(memberId) === group) listeners.delete(memberId)
      }
    },
    async close() {
      listeners.clear()
      const stop = await listening?.catch(() => undefined)
      listening = undefined
      await stop?.()
    },
  }
}
