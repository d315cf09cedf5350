// Time-based one-time passwords (RFC 6238) with the `otpauth` library: 30-second steps, six digits,
// SHA-1, the defaults every authenticator app reads from an otpauth:// address.
import { Secret, TOTP } from 'otpauth'

const PERIOD_SECONDS = 30
/** A code from the step before or after the current one is accepted too: clocks drift and people type slowly. */
const WINDOW_STEPS = 1
const ISSUER = 'Member Site'

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) })
}

/** A fresh 160-bit secret, as base32 text (what a member types into an app that cannot scan). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// address the QR code holds. */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString()
}

/** The time step `code` belongs to (within the window around `now`), or null for a wrong code. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS })
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta
}
