// Field rules more than one resource uses, shared by the forms (checked as the member types) and the
// server. Money is integer minor units everywhere.
import { z } from 'zod'

export const usernameRule = z.string().trim().regex(/^[A-Za-z0-9_]{4,16}$/)
export const passwordRule = z
  .string()
  .min(8)
  .max(64)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { params: { code: 'weak_password' } })
export const realNameRule = z.string().trim().min(2).max(50)
export const phoneRule = z.string().trim().regex(/^\+?[0-9 -]{7,20}$/)
export const emailRule = z.string().trim().max(100).pipe(z.email())
export const codeRule = z.string().trim().max(32).regex(/^[A-Za-z0-9_-]*$/)
export const deviceIdRule = z.string().max(128).regex(/^[A-Za-z0-9_-]*$/)
/** Dates the site and its database can both hold: from 1970 to the end of 2199 (PostgreSQL refuses
 *  year 0, and an offset can push the first and last days of the calendar outside it). */
const FIRST_DATE = Date.UTC(1970, 0, 1)
const END_OF_DATES = Date.UTC(2200, 0, 1)
export const isoDate = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value)
  return time >= FIRST_DATE && time < END_OF_DATES
})
export const minorUnits = z.int().nonnegative()
export const signedMinorUnits = z.int()
export const noInput = z.strictObject({})

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
