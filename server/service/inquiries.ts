import type { Kysely, Transaction } from 'kysely'
import { inquiryCategories, type InquiryCategory, type InquiryPost, type InquirySummary } from '../../src/shared/calls/service'
import { contentLanguages, type ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { deliverMessage, publishUnread } from '../messages/inbox'
import { scheduleDecision } from '../operator/scheduleDecision'
import type { OperatorAction, OperatorKind } from '../operator/kinds'
import { createRequest, lockRequest, transitionRequest, type MemberRequest } from '../requests/memberRequests'
import { storeImage, type CheckedImage } from '../members/images'
import { courtesyReply, replyTitle } from './courtesyReply'
import { plainTextToHtml } from './plainText'

// Customer-service inquiries: a member request of kind `inquiry` (open → answered → open again when
// the member writes back) with its thread in inquiry_posts. An operator's reply also reaches the
// member's inbox as a service message, and that message's read mark is the reply's: reading the
// thread or the message lowers the same unread count in the header.

const EXCERPT_LENGTH = 80

/** The start of a text for lists, marked when cut. */
function excerptOf(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text
}

export interface NewPost {
  memberId: number
  text: string
  image: CheckedImage | null
  at: Date
}

export interface NewInquiry extends NewPost {
  category: InquiryCategory
  /** The language the member wrote from, for the demo operator's courtesy reply. */
  language: ContentLanguage
  /** The demo operator's courtesy reply comes this long after; 0 for none. */
  replyAfterSeconds: number
}

function categoryOf(request: MemberRequest): InquiryCategory {
  return inquiryCategories.find((category) => category === request.details.category) ?? 'other'
}

function languageOf(request: MemberRequest): ContentLanguage {
  return contentLanguages.find((language) => language === request.details.language) ?? 'en'
}

async function addPost(trx: Transaction<DB>, requestId: number, post: NewPost): Promise<void> {
  const imageId = post.image ? await storeImage(trx, post.memberId, post.image, post.at) : null
  await trx
    .insertInto('inquiry_posts')
    .values({ request_id: requestId, author: 'member', body: post.text, image_id: imageId, message_id: null, created_at: post.at })
    .execute()
}

/** A request row for an activity that keeps its status (a second reply, a follow-up while open). */
async function touch(trx: Transaction<DB>, requestId: number, at: Date): Promise<void> {
  await trx.updateTable('member_requests').set({ updated_at: at }).where('id', '=', requestId).execute()
}

export async function openInquiry(trx: Transaction<DB>, inquiry: NewInquiry): Promise<number> {
  const request = await createRequest(trx, {
    kind: 'inquiry',
    memberId: inquiry.memberId,
    status: 'open',
    amount: 0,
    details: { category: inquiry.category, excerpt: excerptOf(inquiry.text), language: inquiry.language },
    at: inquiry.at,
  })
  await addPost(trx, request.id, inquiry)
  if (inquiry.replyAfterSeconds > 0) {
    const dueAt = new Date(inquiry.at.getTime() + inquiry.replyAfterSeconds * 1000)
    await scheduleDecision(trx, { subject: 'request', subjectId: request.id, decision: 'reply', dueAt, at: inquiry.at })
  }
  return request.id
}

/** The member's own inquiry, locked; any other id answers like a missing one. */
async function lockOwnInquiry(trx: Transaction<DB>, memberId: number, inquiryId: number): Promise<MemberRequest> {
  const request = await lockRequest(trx, inquiryId)
  if (!request || request.kind !== 'inquiry' || request.member_id !== memberId) throw new ApiError(404, 'not_found', { field: 'inquiryId' })
  return request
}

/** The member writes again in the thread; an answered inquiry is open again, awaiting a reply. */
export async function followUp(trx: Transaction<DB>, inquiryId: number, post: NewPost): Promise<void> {
  const request = await lockOwnInquiry(trx, post.memberId, inquiryId)
  if (request.status === 'closed') throw new ApiError(409, 'request_not_changeable', { reference: request.reference })
  await addPost(trx, request.id, post)
  if (request.status === 'answered') await transitionRequest(trx, request.id, { to: 'open', at: post.at })
  else await touch(trx, request.id, post.at)
}

/** Marks the inquiry's unread replies read and updates the member's unread counts; returns how many. */
export async function readReplies(db: Kysely<DB>, memberId: number, inquiryId: number, at: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockOwnInquiry(trx, memberId, inquiryId)
    const result = await trx
      .updateTable('member_messages')
      .set({ read_at: at })
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .where('id', 'in', (eb) => eb.selectFrom('inquiry_posts').select('message_id').where('request_id', '=', inquiryId).where('message_id', 'is not', null).$narrowType<{ message_id: number }>())
      .executeTakeFirst()
    const read = Number(result.numUpdatedRows)
    if (read > 0) await publishUnread(trx, memberId)
    return read
  })
}

function summaries(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('member_requests as q')
    .selectAll('q')
    .select((eb) => [
      eb
        .selectFrom('inquiry_posts as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.request_id', '=', 'q.id')
        .where('p.author', '=', 'operator')
        .as('replies'),
      eb
        .selectFrom('inquiry_posts as p')
        .innerJoin('member_messages as m', 'm.id', 'p.message_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.request_id', '=', 'q.id')
        .where('m.read_at', 'is', null)
        .where('m.deleted_at', 'is', null)
        .as('unread_replies'),
    ])
    .where('q.member_id', '=', memberId)
    .where('q.kind', '=', 'inquiry')
}

type SummaryRow = MemberRequest & { replies: number | null; unread_replies: number | null }

function summaryOf(row: SummaryRow): InquirySummary {
  const status = row.status === 'answered' || row.status === 'closed' ? row.status : 'open'
  return {
    id: row.id,
    reference: row.reference,
    category: categoryOf(row),
    excerpt: typeof row.details.excerpt === 'string' ? row.details.excerpt : '',
    status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    replies: Number(row.replies ?? 0),
    unreadReplies: Number(row.unread_replies ?? 0),
  }
}

export async function inquirySummary(db: Kysely<DB>, memberId: number, inquiryId: number): Promise<InquirySummary> {
  const row = await summaries(db, memberId).where('q.id', '=', inquiryId).executeTakeFirst()
  if (!row) throw new ApiError(404, 'not_found', { field: 'inquiryId' })
  return summaryOf(row)
}

/** Newest activity first; 'pending' keeps those awaiting a reply or with a reply not read yet. */
export async function inquiryList(db: Kysely<DB>, memberId: number, view: 'all' | 'pending', page: number, pageSize: number) {
  let list = summaries(db, memberId)
  if (view === 'pending') {
    list = list.where((eb) =>
      eb.or([
        eb('q.status', '=', 'open'),
        eb.exists(
          eb
            .selectFrom('inquiry_posts as p')
            .innerJoin('member_messages as m', 'm.id', 'p.message_id')
            .select('p.id')
            .whereRef('p.request_id', '=', 'q.id')
            .where('m.read_at', 'is', null)
            .where('m.deleted_at', 'is', null),
        ),
      ]),
    )
  }
  const rows = await list.orderBy('q.updated_at', 'desc').orderBy('q.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute()
  const { total } = await db
    .selectFrom(list.as('listed'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  return { inquiries: rows.map(summaryOf), total: Number(total) }
}

export async function inquiryThread(db: Kysely<DB>, memberId: number, inquiryId: number): Promise<{ inquiry: InquirySummary; posts: InquiryPost[] }> {
  const inquiry = await inquirySummary(db, memberId, inquiryId)
  const posts = await db.selectFrom('inquiry_posts').selectAll().where('request_id', '=', inquiryId).orderBy('id').execute()
  return {
    inquiry,
    posts: posts.map((post) => ({ id: post.id, author: post.author, text: post.body, imageId: post.image_id, createdAt: post.created_at.toISOString() })),
  }
}

/** The operator's plain-text reply: into the thread, and into the member's inbox as a service message. */
async function reply(trx: Transaction<DB>, request: MemberRequest, text: string, { at }: OperatorAction): Promise<MemberRequest> {
  if (request.status === 'closed') throw new ApiError(409, 'request_not_changeable', { reference: request.reference })
  const messageId = await deliverMessage(trx, { memberId: request.member_id, kind: 'service', title: replyTitle(languageOf(request), request.reference), body: plainTextToHtml(text), at })
  await trx
    .insertInto('inquiry_posts')
    .values({ request_id: request.id, author: 'operator', body: text, image_id: null, message_id: messageId, created_at: at })
    .execute()
  if (request.status === 'open') await transitionRequest(trx, request.id, { to: 'answered', at })
  else await touch(trx, request.id, at)
  const after = await lockRequest(trx, request.id)
  if (!after) throw new Error(`inquiry ${request.reference} vanished`)
  return after
}

export const inquiryOperator: OperatorKind = {
  kind: 'inquiry',
  listRow: (request) => ({ category: categoryOf(request), excerpt: typeof request.details.excerpt === 'string' ? request.details.excerpt : '' }),
  reply,
  async demoReply(trx, request, action) {
    // Only a new inquiry nobody has answered yet gets the courtesy reply.
    const answered = await trx.selectFrom('inquiry_posts').select('id').where('request_id', '=', request.id).where('author', '=', 'operator').executeTakeFirst()
    if (request.status !== 'open' || answered) throw new ApiError(409, 'request_not_changeable', { reference: request.reference })
    return reply(trx, request, courtesyReply(languageOf(request), request.reference), action)
  },
}
