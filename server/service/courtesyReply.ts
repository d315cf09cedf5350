import type { ContentLanguage } from '../db/contentSchema'

// What the demo operator answers a new inquiry with, in the language the member wrote from, so that
// `npm start` shows a whole thread without an operator at the admin API.

const replies: Record<ContentLanguage, (reference: string) => string> = {
  kr: (reference) => `문의해 주셔서 감사합니다. 문의 ${reference}이(가) 접수되었으며, 담당자가 24시간 이내에 자세히 답변드리겠습니다.`,
  tw: (reference) => `感謝您的來信。我們已收到您的問題 ${reference}，專員將於 24 小時內詳細回覆您。`,
  en: (reference) => `Thank you for contacting us. We have received your inquiry ${reference}, and a member of our team will answer it in full within 24 hours.`,
  vn: (reference) => `Cảm ơn bạn đã liên hệ với chúng tôi. Chúng tôi đã nhận được yêu cầu ${reference} của bạn và nhân viên sẽ trả lời chi tiết trong vòng 24 giờ.`,
}

export function courtesyReply(language: ContentLanguage, reference: string): string {
  return replies[language](reference)
}

/** The title of a reply in the member's inbox, in the language the member wrote the inquiry from. */
const replyTitles: Record<ContentLanguage, (reference: string) => string> = {
  kr: (reference) => `문의 답변: ${reference}`,
  tw: (reference) => `回覆：${reference}`,
  en: (reference) => `Re: ${reference}`,
  vn: (reference) => `Trả lời: ${reference}`,
}

export function replyTitle(language: ContentLanguage, reference: string): string {
  return replyTitles[language](reference)
}
