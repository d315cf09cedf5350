// Customer service: the visitor's question, and members' inquiries (member requests of kind
// `inquiry`) with their threads. Members write plain text, which the site never renders as HTML;
// text that looks like markup is refused so nobody mistakes it for formatting that got lost.
import { z } from 'zod'
import { call } from './define'
import { inquiryCategories } from './inquiryCategories'
import { requestStatuses } from './requests'
import { contactRule, isoDate, nameRule, pageRequest } from './rules'
import { IMAGE_BODY_LIMIT, imageUpload } from './uploads'

export const serviceErrors = ['text_has_markup'] as const

export const guestQuestionRequest = z.strictObject({
  name: nameRule(1, 50),
  contact: contactRule,
  question: z.string().trim().min(10).max(1000),
})

export { inquiryCategories, type InquiryCategory } from './inquiryCategories'
const INQUIRY_TEXT_MIN = 10
export const INQUIRY_TEXT_MAX = 2_000
const INQUIRY_PAGE_SIZE_MAX = 50

/** A tag, a comment or a processing instruction starts with '<' and a letter, '/', '!' or '?'. */
function looksLikeMarkup(text: string): boolean {
  return /<[A-Za-z/!?]/.test(text)
}

const inquiryText = z
  .string()
  .trim()
  .min(INQUIRY_TEXT_MIN)
  .max(INQUIRY_TEXT_MAX)
  .refine((text) => !looksLikeMarkup(text), { params: { code: 'text_has_markup' } })

export const inquiryRequest = z.strictObject({
  category: z.enum(inquiryCategories),
  text: inquiryText,
  image: imageUpload.optional(),
})
export const inquiryReplyRequest = z.strictObject({
  inquiryId: z.int().positive(),
  text: inquiryText,
  image: imageUpload.optional(),
})

const inquirySummary = z.strictObject({
  id: z.int().positive(),
  reference: z.string(),
  category: z.enum(inquiryCategories),
  /** The start of the member's question. */
  excerpt: z.string(),
  status: z.enum(requestStatuses.inquiry),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Replies from customer service. */
  replies: z.int().nonnegative(),
  /** Replies the member has not read yet. */
  unreadReplies: z.int().nonnegative(),
})
export type InquirySummary = z.infer<typeof inquirySummary>

const inquiryPost = z.strictObject({
  id: z.int().positive(),
  author: z.enum(['member', 'operator']),
  /** Plain text, shown as text. */
  text: z.string(),
  /** An image the member attached (getUploadedImage). */
  imageId: z.int().positive().nullable(),
  createdAt: isoDate,
})
export type InquiryPost = z.infer<typeof inquiryPost>

/** 'pending': awaiting a reply, or with a reply not read yet (PendingInquiries). */
export const inquiryViews = ['all', 'pending'] as const

export const serviceCalls = {
  guestQuestion: call({
    method: 'POST', path: '/guest-questioning/send', access: 'public', idempotent: false,
    request: guestQuestionRequest, response: z.strictObject({ id: z.int().positive() }),
  }),
  getInquiryList: call({
    method: 'POST', path: '/CustomerService/getInquiryList', access: 'member', idempotent: false,
    request: z.strictObject({ view: z.enum(inquiryViews), ...pageRequest(INQUIRY_PAGE_SIZE_MAX) }),
    response: z.strictObject({ inquiries: z.array(inquirySummary), total: z.int().nonnegative() }),
  }),
  getInquiryDetail: call({
    method: 'POST', path: '/CustomerService/getInquiryDetail', access: 'member', idempotent: false,
    request: z.strictObject({ inquiryId: z.int().positive() }),
    response: z.strictObject({ inquiry: inquirySummary, posts: z.array(inquiryPost) }),
  }),
  /** Marks the inquiry's replies read; the header's service count falls with them. */
  readInquiry: call({
    method: 'POST', path: '/CustomerService/readInquiry', access: 'member', idempotent: false,
    changes: ['inquiries', 'messages', 'memberInfo'],
    request: z.strictObject({ inquiryId: z.int().positive() }), response: z.strictObject({ read: z.int().nonnegative() }),
  }),
  createInquiry: call({
    method: 'POST', path: '/CustomerService/createInquiry', access: 'member', idempotent: true, bodyLimit: IMAGE_BODY_LIMIT,
    changes: ['inquiries'],
    request: inquiryRequest, response: inquirySummary,
  }),
  replyInquiry: call({
    method: 'POST', path: '/CustomerService/replyInquiry', access: 'member', idempotent: true, bodyLimit: IMAGE_BODY_LIMIT,
    changes: ['inquiries'],
    request: inquiryReplyRequest, response: inquirySummary,
  }),
}
