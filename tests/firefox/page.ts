// What the Firefox journeys do to a page, over WebDriver BiDi with puppeteer-core. Puppeteer's ARIA
// selectors do not find elements Firefox has just rendered (its accessibility tree lags), so elements
// are found in the page by their accessible name, computed the simple way this site allows (an
// aria-label, the text an aria-labelledby names, a <label>, or the element's own text). Every wait
// polls the page for a condition: no fixed sleeps.
import type { BrowserContext, ElementHandle, Page } from 'puppeteer-core'
import en from '../../locales/en.json'
import { DAILY_CHECK_COOKIE, NEWS_COOKIE, UNREAD_TOLD_COOKIE, drawCookie, newsImageCookie } from '../../src/app/storage'
import { TOKEN_COOKIE } from '../../src/shared/sessionCookie'

export interface Target {
  /** CSS of the element: 'button', 'a', 'input', 'select', 'h1', '[role="status"]' … */
  css: string
  /** Its accessible name, whole (whitespace folded); without it, the first visible match. */
  name?: string
  /** Only inside the open dialog of this name. */
  dialog?: string
}

const describe = (target: Target) => `${target.css}${target.name ? ` "${target.name}"` : ''}${target.dialog ? ` in the dialog "${target.dialog}"` : ''}`

/** The visible, live element the target names, once there is one. */
export async function find(page: Page, target: Target): Promise<ElementHandle> {
  const handle = await page
    .waitForFunction(
      ({ css, name, dialog }: Target) => {
        const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
        const accessibleName = (element: Element): string => {
          const label = element.getAttribute('aria-label')
          if (label) return fold(label)
          const ids = element.getAttribute('aria-labelledby')
          if (ids) return fold(ids.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))
          const labels = (element as HTMLInputElement).labels
          if (labels && labels.length > 0) return fold([...labels].map((l) => l.textContent).join(' '))
          return fold(element.textContent)
        }
        // Inert is not there yet: the lobby the server draws has inert game buttons until the app takes over.
        const visible = (element: Element) => element.checkVisibility() && element.closest('[inert]') === null
        let scope: ParentNode = document
        if (dialog) {
          const open = [...document.querySelectorAll('[role="dialog"]')].find((d) => visible(d) && accessibleName(d) === dialog)
          if (!open) return null
          scope = open
        }
        return [...scope.querySelectorAll(css)].find((element) => visible(element) && (name === undefined || accessibleName(element) === name)) ?? null
      },
      { polling: 100 },
      target,
    )
    .catch((error: unknown) => {
      throw new Error(`No ${describe(target)} on ${page.url()}: ${error instanceof Error ? error.message : String(error)}`)
    })
  const element = handle.asElement()
  if (!element) throw new Error(`${describe(target)} is not an element`)
  return element as ElementHandle
}

export async function click(page: Page, target: Target) {
  await (await find(page, target)).asLocator().click()
}

/** Types into the field (a text field, or the option's value of a select). */
export async function fill(page: Page, target: Target, value: string) {
  await (await find(page, target)).asLocator().fill(value)
}

/** Waits until some element the CSS selects has this text in it; returns its whole text. */
export async function waitForText(page: Page, css: string, text: string | RegExp): Promise<string> {
  const pattern = typeof text === 'string' ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' } : { source: text.source, flags: text.flags }
  const handle = await page
    .waitForFunction(
      (selector: string, { source, flags }: { source: string; flags: string }) => {
        const matching = [...document.querySelectorAll(selector)].find((element) => new RegExp(source, flags).test(element.textContent ?? ''))
        return matching ? (matching.textContent ?? '').replace(/\s+/g, ' ').trim() : null
      },
      { polling: 100 },
      css,
      pattern,
    )
    .catch((error: unknown) => {
      throw new Error(`No ${css} with "${String(text)}" on ${page.url()}: ${error instanceof Error ? error.message : String(error)}`)
    })
  return (await handle.jsonValue()) as string
}

export const heading = (page: Page, text: string | RegExp) => waitForText(page, 'h1', text)

/**
 * Waits for the page to be at this path. Watched from here, not in the page: a wait running in the
 * page can be lost with the document a navigation replaces.
 */
export async function waitForPath(page: Page, path: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (new URL(page.url()).pathname !== path) {
    if (Date.now() > deadline) throw new Error(`Still at ${page.url()} after ${timeoutMs / 1000} s, not at ${path}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Marks the document; `sameDocument` is true while no load has replaced it since. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { firefoxRunMark: true }))
}

export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { firefoxRunMark?: boolean }).firefoxRunMark === true)
}

export const DEMO_PASSWORD = 'Demo1234!'
/** The operator API's token the browser tests' server is started with (scripts/e2e-server.mjs). */
export const ADMIN_HEADERS = { 'Admin-Token': 'e2e-admin-token' }

/**
 * Today's news pop-ups and engagement offers marked as seen, and the unread notice as told, so none
 * covers what a journey is about (as tests/e2e/helpers.ts markNewsSeen does).
 */
export async function markNewsSeen(context: BrowserContext, baseURL: string) {
  const { hostname } = new URL(baseURL)
  const names = [
    NEWS_COOKIE,
    DAILY_CHECK_COOKIE,
    UNREAD_TOLD_COOKIE,
    ...Array.from({ length: 50 }, (_, i) => newsImageCookie(i + 1)),
    ...Array.from({ length: 10 }, (_, i) => drawCookie(i + 1)),
  ]
  await context.setCookie(...names.map((name) => ({ name, value: '1', domain: hostname, path: '/' })))
}

/** Signs the browser context in with a token the API gave (as the site's own login would keep it). */
export async function signInWithToken(context: BrowserContext, baseURL: string, token: string) {
  await context.setCookie({ name: TOKEN_COOKIE, value: token, domain: new URL(baseURL).hostname, path: '/' })
}

/** The Login dialog from the header, filled in and sent; resolves once the header offers Log out. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await click(page, { css: 'header button', name: en.header.login })
  const dialog = en.login.title
  await fill(page, { css: 'input', name: en.field.username, dialog }, username)
  await fill(page, { css: 'input', name: en.field.password, dialog }, password)
  await click(page, { css: 'button', name: en.login.submit, dialog })
  await find(page, { css: 'header button', name: en.header.logout })
}

/** Calls the API the site calls (the operator's too) from here, a POST when there is a body, and answers the JSON body. */
export async function api<T>(baseURL: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}): Promise<T> {
  const method = init.body === undefined ? 'GET' : 'POST'
  const response = await fetch(new URL(`/api${path}`, baseURL), {
    method,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as T
}
