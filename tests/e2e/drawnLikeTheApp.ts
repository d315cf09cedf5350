// The pages the server draws before the app runs (server/routes/heroShell.ts, lobbyShell.ts,
// memberShell.ts) must draw what they draw where the app then draws it, in the same colours: the app
// replaces them in one commit, and anything out of place would jump.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

export type Locale = 'en-US' | 'ko-KR'

export interface DrawnPage {
  path: string
  /** What the server draws and the app must draw in the same place. */
  parts: string[]
  shellReady: (page: Page, locale: Locale) => Promise<void>
  /** What a visitor can do before the app runs, tried once (English, phone width). */
  beforeTheApp: (page: Page) => Promise<void>
  appReady: (page: Page, locale: Locale) => Promise<void>
  /** Readies both visits' browser contexts (a member's session). */
  prepare?: (context: BrowserContext) => Promise<void>
  /** Readies the app's visit only. */
  prepareApp?: (context: BrowserContext) => Promise<void>
}

type Box = Record<string, unknown>

/** Where a part is not alike: colours differ, or a position or size by half a pixel or more (text
 *  split into several nodes, as the app's is, can be shaped a hundredth of a pixel wider). */
function differences(drawn: Box[], app: Box[]): string[] {
  return drawn.flatMap((box, index) =>
    Object.keys({ ...box, ...app[index] }).flatMap((key) => {
      const [was, is] = [box[key], app[index]?.[key]]
      const alike = typeof was === 'number' && typeof is === 'number' ? Math.abs(was - is) < 0.5 : was === is
      return alike ? [] : [`${String(box.selector)} ${key}: drawn ${String(was)}, app ${String(is)}`]
    }),
  )
}

/** At a phone's and a desktop's width, in English and Korean: the page with scripts off, then the app's render, alike in place and colour. */
export async function expectDrawnLikeTheApp(browser: Browser, drawnPage: DrawnPage) {
  const boxes = (page: Page) =>
    page.evaluate(
      (selectors) =>
        selectors.map((selector) => {
          const element = document.querySelector(selector)
          if (!element) return { selector, missing: true }
          const { color, backgroundColor } = getComputedStyle(element)
          return { selector, ...element.getBoundingClientRect().toJSON(), color, backgroundColor }
        }),
      drawnPage.parts,
    )
  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
    for (const locale of ['en-US', 'ko-KR'] as const) {
      const shell = await browser.newContext({ viewport, locale, javaScriptEnabled: false })
      await drawnPage.prepare?.(shell)
      const shellPage = await shell.newPage()
      await shellPage.goto(drawnPage.path)
      await drawnPage.shellReady(shellPage, locale)
      const drawn = await boxes(shellPage)
      if (viewport.width === 412 && locale === 'en-US') await drawnPage.beforeTheApp(shellPage)
      await shell.close()

      const app = await browser.newContext({ viewport, locale, serviceWorkers: 'block' })
      await drawnPage.prepare?.(app)
      await drawnPage.prepareApp?.(app)
      const appPage = await app.newPage()
      await appPage.goto(drawnPage.path)
      await drawnPage.appReady(appPage, locale)
      expect(differences(drawn, await boxes(appPage)), `${locale} at ${viewport.width} px`).toEqual([])
      await app.close()
    }
  }
}
