import { inquiryCategories, type InquiryCategory } from '../../shared/calls/inquiryCategories'

/** The customer-service centre's address: the thread open (?inquiry=) and a category to start a new inquiry in (?category=). */
export interface ServiceSearch {
  inquiry?: number
  category?: InquiryCategory
}

export function parseServiceSearch(search: Record<string, unknown>): ServiceSearch {
  const inquiry = Number(search.inquiry)
  const category = inquiryCategories.find((option) => option === search.category)
  return {
    ...(Number.isSafeInteger(inquiry) && inquiry > 0 ? { inquiry } : {}),
    ...(category ? { category } : {}),
  }
}
