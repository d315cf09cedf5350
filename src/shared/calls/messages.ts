// Private messages: the member's own inbox and the customer-service replies. Bodies are operator HTML.
import { z } from 'zod'
import { call } from './define'
import { isoDate, pageRequest } from './rules'

export const messageErrors = ['prize_already_claimed'] as const

export const messageKinds = ['member', 'service'] as const
export type MessageKind = (typeof messageKinds)[number]
const MESSAGE_PAGE_SIZE_MAX = 50
const messageIds = z.array(z.int().positive()).min(1).max(100)
const memberMessage = z.strictObject({
  id: z.int().positive(),
  kind: z.enum(messageKinds),
  title: z.string(),
  body: z.string(),
  createdAt: isoDate,
  read: z.boolean(),
  /** A reward the message carries: minor units of the member's currency ('balance') or points. */
  prize: z.strictObject({ kind: z.enum(['balance', 'point']), amount: z.int().positive(), claimed: z.boolean() }).nullable(),
})
export type MemberMessage = z.infer<typeof memberMessage>
const messageListRequest = z.strictObject({
  kind: z.enum(messageKinds),
  ...pageRequest(MESSAGE_PAGE_SIZE_MAX),
})

export const messageCalls = {
  getMemberPrivateMessage: call({
    method: 'POST', path: '/Member/getMemberPrivateMessage', access: 'member', idempotent: false,
    request: messageListRequest, response: z.strictObject({ messages: z.array(memberMessage), total: z.int().nonnegative() }),
  }),
  batchReadMemberPrivateMessage: call({
    method: 'POST', path: '/Member/batchReadMemberPrivateMessage', access: 'member', idempotent: false, changes: ['messages', 'memberInfo'],
    request: z.strictObject({ ids: messageIds }), response: z.strictObject({ read: z.int().nonnegative() }),
  }),
  batchDeleteMemberPrivateMessage: call({
    method: 'POST', path: '/Member/batchDeleteMemberPrivateMessage', access: 'member', idempotent: false, loading: true,
    changes: ['messages', 'memberInfo'],
    request: z.strictObject({ ids: messageIds }), response: z.strictObject({ deleted: z.int().nonnegative() }),
  }),
  getMemberPrivateMessagePrize: call({
    method: 'POST', path: '/Member/getMemberPrivateMessagePrize', access: 'member', idempotent: true, loading: true,
    changes: ['messages', 'memberInfo', 'balance', 'points', 'transactions'],
    request: z.strictObject({ id: z.int().positive() }),
    response: z.strictObject({ id: z.int().positive(), kind: z.enum(['balance', 'point']), amount: z.int().positive() }),
  }),
}
