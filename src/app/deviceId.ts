// The device id cookie: a random string hashed together with the date, sent with login and
// registration so the server can list a member's devices.
import Cookies from 'js-cookie'
import { DEVICE_COOKIE, cookieAttributes } from './storage'

const DEVICE_COOKIE_DAYS = 365

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function deviceId(): Promise<string> {
  const existing = Cookies.get(DEVICE_COOKIE)
  if (existing && /^[a-f0-9]{32}$/.test(existing)) return existing
  const id = (await sha256Hex(`${crypto.randomUUID()}:${new Date().toISOString()}`)).slice(0, 32)
  Cookies.set(DEVICE_COOKIE, id, cookieAttributes(DEVICE_COOKIE_DAYS))
  return id
}
