import { readFileSync } from 'node:fs'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../appContext'
import { contentLanguages, type ContentLanguage } from '../db/contentSchema'
import { BACCARAT_RTP_BASIS_POINTS, baccaratBets } from '../games/demo/baccarat'
import { DEMO_GAMES_PATH } from '../games/demo/paths'
import { cryptoRandom, DEMO_CHIPS } from '../games/demo/random'
import { GameApiError, playRound, roundRequest } from '../games/demo/rounds'
import { SLOT_RTP_BASIS_POINTS } from '../games/demo/slot'
import { gameLocales, gameTexts } from '../games/demo/texts'
import { findGameSession, type GameSession } from '../games/sessions'
import { pick } from '../content/translated'
import { accountBalance } from '../ledger/accounts'

// The demo provider's side of play: the games' pages and assets (plain files, no inline script, so
// the site's content security policy holds) and the API those pages call. Each call is
// authenticated by the game session's token in the Game-Session header, never by a member token.

const publicFile = (name: string) => readFileSync(new URL(`../games/demo/public/${name}`, import.meta.url), 'utf8')
/** A game's page: the frame all demo games share (page.html) around the game's own table. */
const gamePage = (game: string) => publicFile('page.html').replaceAll('{game}', game).replace('<!-- table -->', publicFile(`${game}Table.html`).trim())
const pages = {
  slot: gamePage('slot'),
  baccarat: gamePage('baccarat'),
}
const assets = {
  'game.js': { type: 'text/javascript; charset=utf-8', body: publicFile('game.js') },
  'game.css': { type: 'text/css; charset=utf-8', body: publicFile('game.css') },
  // Named by the pages, so a browser does not ask the site for a /favicon.ico it does not have.
  'icon.svg': { type: 'image/svg+xml', body: publicFile('icon.svg') },
}

function languageOf(lang: string): ContentLanguage {
  return contentLanguages.find((code) => code === lang) ?? 'en'
}

function refuse(reply: FastifyReply, error: GameApiError) {
  return reply.status(error.status).send({ errorMessage: error.code, errorValues: error.values })
}

export async function demoGameRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  for (const [game, html] of Object.entries(pages)) {
    app.get(`${DEMO_GAMES_PATH}/${game}`, async (_, reply) => reply.type('text/html; charset=utf-8').send(html))
  }
  for (const [name, asset] of Object.entries(assets)) {
    app.get(`${DEMO_GAMES_PATH}/assets/${name}`, async (_, reply) => reply.type(asset.type).send(asset.body))
  }

  async function sessionOf(request: FastifyRequest): Promise<GameSession> {
    const token = request.headers['game-session']
    const session = typeof token === 'string' && token ? await findGameSession(db, config, token) : undefined
    if (!session) throw new GameApiError(401, 'game_session_invalid')
    return session
  }

  app.get(`${DEMO_GAMES_PATH}/session`, async (request, reply) => {
    try {
      const session = await sessionOf(request)
      const lang = languageOf(session.lang)
      const balance = await accountBalance(db, session.account_id)
      return {
        game: pick(session.gameName, lang),
        kind: session.demo_game,
        currency: session.currency,
        locale: gameLocales[lang],
        balance,
        chips: DEMO_CHIPS,
        bets: session.demo_game === 'baccarat' ? baccaratBets : [],
        rtp: session.demo_game === 'slot' ? { slot: SLOT_RTP_BASIS_POINTS } : BACCARAT_RTP_BASIS_POINTS,
        texts: gameTexts(lang),
      }
    } catch (error) {
      if (error instanceof GameApiError) return refuse(reply, error)
      throw error
    }
  })

  app.post(`${DEMO_GAMES_PATH}/round`, async (request, reply) => {
    try {
      const session = await sessionOf(request)
      const parsed = roundRequest.safeParse(request.body)
      if (!parsed.success) throw new GameApiError(400, 'invalid_request')
      const answer = await playRound(db, session, parsed.data, cryptoRandom, config.now())
      request.log.info({ event: 'game.round', memberId: session.member_id, gameId: session.game_id, stake: answer.stake, payout: answer.payout }, 'round played')
      return answer
    } catch (error) {
      if (error instanceof GameApiError) return refuse(reply, error)
      throw error
    }
  })
}
