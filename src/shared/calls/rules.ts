// Field rules more than one resource uses, shared by the forms (checked as the member types) and the
// server, and the declaration of a GET, whose input is always none. Money is integer minor units everywhere.
import { z } from 'zod'
import type { AmountRule } from './amounts'
import { call, type CallDefinition } from './define'

export const usernameRule = z.string().trim().regex(/^[A-Za-z0-9_]{4,16}$/)
export const passwordRule = z
  .string()
  .min(8)
  .max(64)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { params: { code: 'weak_password' } })
/**
 * Characters a name may not hold, by Unicode property so no list of code points falls behind: format
 * characters (Cf: bidi marks and overrides, zero-width joiners, the soft hyphen, the Arabic letter
 * mark), controls (Cc), halves of a broken surrogate pair (Cs), line and paragraph separators (Zl, Zp), and the blanks that are letters or
 * symbols by property but show as nothing: the Hangul fillers, the Braille blank, the combining
 * grapheme joiner and the variation selectors. With them one name passes for another or for none.
 */
const HIDDEN_IN_NAMES = /[\p{Cf}\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800\u034F\u180B-\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u
const LETTER = /\p{L}/u

/** Text a name field (of a person, an account holder, a label) may hold: nothing hidden, and at least one letter. */
export function nameRule(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !HIDDEN_IN_NAMES.test(value) && LETTER.test(value))
}
/** A contact (an e-mail address or a phone number) may have no letter, but hides nothing either. */
export const contactRule = z
  .string()
  .trim()
  .min(5)
  .max(100)
  .refine((value) => !HIDDEN_IN_NAMES.test(value))
export const realNameRule = nameRule(2, 50)
export const phoneRule = z.string().trim().regex(/^\+?[0-9 -]{7,20}$/)
export const emailRule = z.string().trim().max(100).pipe(z.email())
/** A six-digit code from an authenticator app, or one of the account's recovery codes (`xxxxx-xxxxx`). */
export const securityCodeRule = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/)
export const codeRule = z.string().trim().max(32).regex(/^[A-Za-z0-9_-]*$/)
export const deviceIdRule = z.string().max(128).regex(/^[A-Za-z0-9_-]*$/)
/** Dates the site and its database can both hold: from 1970 to the end of 2199 (PostgreSQL refuses
 *  year 0, and an offset can push the first and last days of the calendar outside it). The live
 *  events' check (events.ts) holds the same range without zod. */
const FIRST_DATE = Date.UTC(1970, 0, 1)
const END_OF_DATES = Date.UTC(2200, 0, 1)
export const isoDate = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value)
  return time >= FIRST_DATE && time < END_OF_DATES
})
export const minorUnits = z.int().nonnegative()
/** The schema of an amount a member types, built from its rule (amounts.ts), which the forms check with. */
export function amountSchema(rule: AmountRule) {
  const least = rule.exclusive ? z.int().gt(rule.min) : z.int().min(rule.min)
  const capped = rule.max === undefined ? least : least.max(rule.max)
  const { step } = rule
  return step ? capped.refine((value) => value % step.value === 0, { params: { code: step.code, values: { step: step.value } } }) : capped
}
export const signedMinorUnits = z.int()
export const noInput = z.strictObject({})

/** A GET of the contract: it takes no input (the server reads no body on a GET) and moves no money (no
 *  Idempotency-Key), so only its path, who may make it, whether it raises the loading indicator and
 *  what it answers are its own. */
export function get<Res extends z.ZodType>(definition: Pick<CallDefinition<typeof noInput, Res>, 'path' | 'access' | 'loading' | 'response'>) {
  return call({ method: 'GET', idempotent: false, request: noInput, ...definition })
}
/** The page a list request asks for (the 1000th at the deepest) and how many records a page holds. */
export function pageRequest(maxPageSize: number) {
  return { page: z.int().min(1).max(1000), pageSize: z.int().min(1).max(maxPageSize) }
}

const slugPattern = '[a-z0-9]+(?:-[a-z0-9]+)*'
export const slugRule = z.string().max(40).regex(new RegExp(`^${slugPattern}$`))
/** A category or promotion path: slugs joined by '/', e.g. live-casino/evolution/baccarat. */
export const slugPathRule = z.string().max(200).regex(new RegExp(`^${slugPattern}(?:/${slugPattern})*$`))
/** Artwork the API serves itself (the CSP allows images from the site's own origin only). */
export const mediaPath = z.string().regex(/^\/media\/[a-z0-9/_-]+\.svg$/)

export function passwordsMatch(value: { newPassword?: string; password?: string; confirmPassword: string }) {
  return (value.newPassword ?? value.password) === value.confirmPassword
}
export const matchIssue = {
  path: ['confirmPassword'],
  params: { code: 'password_mismatch' },
  // Checked even while other fields are wrong, so the form shows every problem at once.
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => ['password', 'newPassword', 'confirmPassword'].includes(String(issue.path?.[0]))),
}
