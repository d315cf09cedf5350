import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

// Argon2id with the library defaults (m=19456 KiB, t=2, p=1), the OWASP-recommended setting.
// `Algorithm` is an ambient const enum that isolatedModules cannot inline, hence its value spelled out.
const options: Options = { algorithm: 2 satisfies Algorithm.Argon2id }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies against the member's hash, or against a throwaway hash when there is no such member, so
 * an unknown username costs the same time as a wrong password and cannot be told apart.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-0')
  const matches = await verify(passwordHash ?? (await dummyHash), password)
  return passwordHash !== undefined && matches
}
