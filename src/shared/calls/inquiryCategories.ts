// The inquiry categories, apart from service.ts's schemas: the customer-service page's address names
// one, and addresses are read by code every page loads, which must not load zod.
export const inquiryCategories = ['account', 'deposit', 'withdrawal', 'games', 'rewards', 'other'] as const
export type InquiryCategory = (typeof inquiryCategories)[number]
