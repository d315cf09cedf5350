import { describe, expect, it } from 'vitest'
import { createClient } from './client'
import { FIRST_SCREEN_ELEMENT_ID } from '../shared/firstScreen'
import { MEMBER_ANSWER_MS, readFirstScreen, type PageSession } from './firstScreen'

/** A page holding `text` in its first-screen block, as far as readFirstScreen looks at it. */
function pageWith(text: string | null) {
  let removed = false
  const element = { textContent: text, remove: () => (removed = true) }
  const doc = { getElementById: (id: string) => (id === FIRST_SCREEN_ELEMENT_ID && text !== null ? element : null) } as unknown as Document
  return { doc, removed: () => removed }
}

const lobby = { category: 'slots', page: 1, pageSize: 24 }
const given = {
  lang: 'kr',
  answers: [
    { name: 'getPromotionList', answer: { promotions: [] } },
    { name: 'getGameList', input: lobby, answer: { games: [], total: 0 } },
  ],
}

const visitorPage: PageSession = { token: '', age: () => 0 }

function apiOver(doc: Document, lang: string, pageSession = visitorPage, token = () => '') {
  const fetched: string[] = []
  const { api } = createClient({
    baseUrl: '',
    headers: () => ({ token: token(), domain: 'site.example', companyCode: 'LH001', lang, subAgentCode: '' }),
    onUnauthorized: () => {},
    onFailure: () => {},
    onLoadingChange: () => {},
    onChanged: () => {},
    firstScreen: readFirstScreen(doc, pageSession),
    fetch: async (url) => {
      fetched.push(String(url))
      return new Response(JSON.stringify({ promotions: [{ slug: 'from-network' }] }), { status: 200 })
    },
  })
  return { api, fetched }
}

describe("the page's first-screen answers", () => {
  it('answer the first call of each name in their language once; the next goes to the network', async () => {
    const page = pageWith(JSON.stringify(given))
    const { api, fetched } = apiOver(page.doc, 'kr')
    expect(page.removed()).toBe(true)
    expect(await api.getPromotionList()).toEqual({ promotions: [] })
    expect(fetched).toEqual([])
    expect(await api.getPromotionList()).toEqual({ promotions: [{ slug: 'from-network' }] })
    expect(fetched).toEqual(['/api/Promotion/getPromotionList'])
  })

  it('answer a call with input only when the input is the one the page was built for', async () => {
    const { api, fetched } = apiOver(pageWith(JSON.stringify(given)).doc, 'kr')
    await api.getGameList({ ...lobby, page: 2 })
    expect(fetched).toEqual(['/api/Game/getGameList'])
    expect(await api.getGameList({ ...lobby })).toEqual({ games: [], total: 0 })
    expect(fetched).toHaveLength(1)
  })

  it('are not used in another language, nor when the page holds none or a broken block', async () => {
    for (const [text, lang] of [[JSON.stringify(given), 'en'], [null, 'kr'], ['{"lang":"kr",', 'kr']] as const) {
      const { api, fetched } = apiOver(pageWith(text).doc, lang)
      await api.getPromotionList()
      expect(fetched).toEqual(['/api/Promotion/getPromotionList'])
    }
  })

  it("give a member's answers to the session the page was asked for with, while the page is new", async () => {
    const member = {
      lang: 'en',
      answers: [
        { name: 'checkToken', answer: { valid: true }, member: true },
        { name: 'getBalance', answer: { balance: 100 }, member: true },
        { name: 'getPoint', answer: { point: 5 }, member: true },
      ],
    }
    let age = 0
    let token = 'token-a'
    const { api, fetched } = apiOver(pageWith(JSON.stringify(member)).doc, 'en', { token: 'token-a', age: () => age }, () => token)
    expect(await api.checkToken()).toEqual({ valid: true })
    expect(fetched).toEqual([])
    // Signed out and in as another member in the same tab: the page's answers were not read for them.
    token = 'token-b'
    await api.getBalance()
    expect(fetched).toEqual(['/api/MemberWallet/getBalance'])
    // The same session, but long after the page started: the balance read then may be old by now.
    token = 'token-a'
    age = MEMBER_ANSWER_MS + 1
    await api.getPoint()
    expect(fetched).toEqual(['/api/MemberWallet/getBalance', '/api/Point/getPoint'])
  })

  it("give a member's answers to no visitor, even on a page asked for with no session", async () => {
    const member = { lang: 'en', answers: [{ name: 'getBalance', answer: { balance: 100 }, member: true }] }
    const { api, fetched } = apiOver(pageWith(JSON.stringify(member)).doc, 'en')
    await api.getBalance()
    expect(fetched).toEqual(['/api/MemberWallet/getBalance'])
  })
})
