// A first visit would otherwise wait on a chain: the entry runs, then asks for the page's content,
// then renders, then asks for the images. For the home page and the lobby the server answers those
// reads itself, through its own routes (the same answers the site would get, errors left out), and
// puts them in the page it sends, with the largest image of a phone's first screen named for early
// fetching and the top of that screen drawn under the header shell (heroShell.ts, lobbyShell.ts, and
// memberShell.ts for a member's money pages).
// The site takes each answer once (api/firstScreen.ts); everything after goes over the network.
// A visit that carries a session gets its first member reads answered too (shared/memberFirstReads.ts),
// with that session, on a page no cache may keep.
import type { FastifyInstance } from 'fastify'
import { contract, type CallName, type RequestOf, type ResponseOf } from '../../src/shared/contract'
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenAnswers, type FirstScreenRead } from '../../src/shared/firstScreen'
import type { Language } from '../../src/shared/languages'
import { SESSION_READS, memberPageReads } from '../../src/shared/memberFirstReads'
import { heroPromotions } from '../../src/shared/promotions/heroOrder'
import { gameRequest, parseLobbySearch } from '../../src/shared/lobby/lobbySearch'
import { escapeHtml } from '../service/plainText'
import { heroShell } from './heroShell'
import { lobbyShell } from './lobbyShell'
import { memberShell, type DrawnShell } from './memberShell'

const LOBBY_PREFIX = '/Categories/'

/** What a page's first screen reads: public content only, the same for everyone in a language. */
function firstScreenReads(path: string, search: URLSearchParams): FirstScreenRead[] {
  if (path === '/') {
    return [{ name: 'getPromotionList' }, { name: 'getAnnouncementList' }, { name: 'getCategoryList' }, { name: 'getFeaturedGameList' }]
  }
  if (path.startsWith(LOBBY_PREFIX)) {
    // The lobby route's own request (routes/_default.Categories.$.tsx), from the same address.
    const category = decodeURIComponent(path.slice(LOBBY_PREFIX.length)).replace(/\/+$/, '')
    return [{ name: 'getCategoryList' }, { name: 'getGameList', input: gameRequest(category, parseLobbySearch(Object.fromEntries(search))) }]
  }
  return []
}

export interface FirstScreenContent extends FirstScreenAnswers {
  lang: Language
}

/** Who asked for the page, as the API would see them: their session token, address and browser. */
export interface PageVisitor {
  token: string | undefined
  ip: string
  userAgent: string | undefined
}

export async function firstScreenAnswers(app: FastifyInstance, url: URL, lang: Language, visitor?: PageVisitor): Promise<FirstScreenContent | null> {
  const publicReads = firstScreenReads(url.pathname, url.searchParams)
  const memberReads = visitor?.token ? [...SESSION_READS, ...memberPageReads(url.pathname)] : []
  if (publicReads.length + memberReads.length === 0) return null
  const answer = async (read: FirstScreenRead, token?: string) => {
    const { method, path } = contract[read.name]
    const response = await app.inject({
      method,
      url: `/api${path}`,
      headers: token ? { lang, authorization: token, 'user-agent': visitor?.userAgent ?? '' } : { lang },
      remoteAddress: visitor?.ip,
      ...(method === 'GET' ? {} : { payload: read.input ?? {} }),
    })
    return response.statusCode === 200 ? { ...read, answer: response.json() as unknown } : null
  }
  const [publicAnswers, memberAnswers] = await Promise.all([
    Promise.all(publicReads.map((read) => answer(read))),
    Promise.all(memberReads.map((read) => answer(read, visitor?.token))),
  ])
  // A session the check refused gets no member answer at all: the site asks, and hears the refusal, itself.
  const sessionPassed = memberAnswers[0] !== null && memberAnswers[0] !== undefined
  const answers = [...publicAnswers, ...(sessionPassed ? memberAnswers.map((given) => given && { ...given, member: true as const }) : [])]
  return { lang, answers: answers.filter((given) => given !== null) }
}

/** Whether the page holds a member's answers, which no cache, shared or the browser's, may keep. */
export function holdsMemberAnswers(first: FirstScreenContent | null): boolean {
  return first?.answers.some((given) => given.member) ?? false
}

/** Where the first screen is drawn: after the header shell of the site's index.html. */
const HEADER_SHELL_END = '</header>'
/** The header shell's bar, which ends where its menu's row begins. */
const HEADER_BAR = '<div class="header-bar">'
const HEADER_BAR_END = '</div><div class="site-menu" aria-hidden="true">'
const MEMBER_HEADER_BAR = '<div class="header-bar header-bar-member">'

/** Whether `html` is a page the first screen belongs in: the site's own, not another app built beside it. */
export function holdsFirstScreen(html: string): boolean {
  return html.includes(HEADER_SHELL_END)
}

/** JSON that cannot end its script element early, whatever text the content holds. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** The answer the page holds for `name`, typed by the contract, with the input it was read with. */
function answerOf<N extends CallName>(first: FirstScreenContent, name: N): { input: RequestOf<N>; answer: ResponseOf<N> } | undefined {
  const read = first.answers.find((a) => a.name === name)
  return read && { input: read.input as RequestOf<N>, answer: read.answer as ResponseOf<N> }
}

const NO_SHELL: DrawnShell = { headerCorner: '', headerTools: '', main: '' }

/** The top of the page the server draws for its first paint (the home page's hero, the lobby, a member's money page); nothing for any other. */
export function firstScreenShell(first: FirstScreenContent | null): DrawnShell {
  if (!first) return NO_SHELL
  const member = memberShell(first.lang, (name) => answerOf(first, name)?.answer)
  if (member) return member
  const promotionList = answerOf(first, 'getPromotionList')
  if (promotionList) return { ...NO_SHELL, main: heroShell(first.lang, promotionList.answer.promotions) }
  const categoryList = answerOf(first, 'getCategoryList')
  const gameList = answerOf(first, 'getGameList')
  if (categoryList && gameList?.input) return { ...NO_SHELL, main: lobbyShell(first.lang, categoryList.answer.categories, gameList.input, gameList.answer) }
  return NO_SHELL
}

/** The header shell as a member's (the app's Header): its corner added at the end of its bar, its tools at the start of its menu. */
function withMemberHeader(html: string, { headerCorner, headerTools }: DrawnShell): string {
  const start = html.indexOf(HEADER_BAR)
  const end = html.indexOf(HEADER_BAR_END, start)
  if (headerCorner === '' || start < 0 || end < 0) return html
  const menu = end + HEADER_BAR_END.length
  return `${html.slice(0, start)}${MEMBER_HEADER_BAR}${html.slice(start + HEADER_BAR.length, end)}${headerCorner}${HEADER_BAR_END}${headerTools}${html.slice(menu)}`
}

/**
 * The page with the answers as a data block; also the largest image of a phone's first screen (the
 * home page's first hero banner, the lobby's first game tile) named in the head for early fetching,
 * and the first screen's top (`shell`) drawn after the header shell.
 */
export function withFirstScreen(html: string, first: FirstScreenContent | null, shell = firstScreenShell(first)): string {
  if (!first || first.answers.length === 0) return html
  const promotionList = answerOf(first, 'getPromotionList')?.answer
  const gameList = answerOf(first, 'getGameList')?.answer
  const largestImage = heroPromotions(promotionList?.promotions ?? [])[0]?.banner ?? gameList?.games[0]?.image
  const hint = largestImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(largestImage)}">` : ''
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(first)}</script>`
  return withMemberHeader(html, shell)
    .replace('</head>', `${hint}</head>`)
    .replace(HEADER_SHELL_END, `${HEADER_SHELL_END}${shell.main}`)
    .replace('</body>', `${data}</body>`)
}
