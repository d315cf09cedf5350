// The page the server sends may hold the first answers of some calls (server/routes/firstScreen.ts),
// which the site then takes without asking. A test about such a call's network request (its headers,
// its timing, its failure) takes those answers out of the pages a context is sent, which is the page
// the service worker serves once installed: the app shell, holding none.
import type { BrowserContext } from '@playwright/test'
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenAnswers } from '../../src/shared/firstScreen'

const FIRST_SCREEN_BLOCK = new RegExp(`(<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">)(.*?)(</script>)`)

/** From now on, every page `context` is sent holds no answer of a call `leftOut` names. */
export async function withoutFirstAnswers(context: BrowserContext, leftOut: (name: string) => boolean) {
  await context.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const body = (await response.text()).replace(FIRST_SCREEN_BLOCK, (_, open: string, json: string, close: string) => {
        const first = JSON.parse(json) as FirstScreenAnswers
        const kept = { ...first, answers: first.answers.filter((given) => !leftOut(given.name)) }
        return `${open}${JSON.stringify(kept).replace(/</g, '\\u003c')}${close}`
      })
      await route.fulfill({ response, body })
    },
  )
}
