import { z } from 'zod'
import { readMemberEvent, type MemberEvent } from '../../src/shared/calls/events'

// What travels between server instances on one PostgreSQL channel: an event for a member's tabs, or
// word that some of a member's sessions ended (their streams close).

export const MEMBER_EVENTS_CHANNEL = 'member_events'

const channelMessage = z.union([
  z.strictObject({ memberId: z.int().positive(), event: z.custom<MemberEvent>((value) => readMemberEvent(value) !== null) }),
  z.strictObject({ memberId: z.int().positive(), endedTokenIds: z.array(z.int().positive()) }),
])
export type ChannelMessage = z.infer<typeof channelMessage>

export function encodeChannelMessage(message: ChannelMessage): string {
  return JSON.stringify(message)
}

/** Null for a payload this version does not understand (another version mid-deploy); it is dropped. */
export function decodeChannelMessage(payload: string): ChannelMessage | null {
  try {
    const parsed = channelMessage.safeParse(JSON.parse(payload))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
