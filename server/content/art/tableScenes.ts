// Live casino and card games: a felt table seen from the dealer's side with what is played on it
// (cards, a roulette wheel, dice, a money wheel, mahjong tiles or hwatu cards) and chips.
import { emblem } from './emblems'
import { card, chip, chipStack, die, ranks, suits, wedgePath, type Draw } from './primitives'
import type { Scene } from './scene'

const felts = [150, 205, 350, 120] as const
const chipColours = ['#d4202c', '#1e5bd8', '#1b1b24', '#2e9d4a', '#7b2bd1'] as const

function table(felt: number): string {
  return (
    `<ellipse cx="120" cy="160" rx="170" ry="92" fill="hsl(${felt} 55% 26%)" stroke="#6b3a1a" stroke-width="10"/>` +
    `<ellipse cx="120" cy="160" rx="150" ry="76" fill="none" stroke="#f7c843" stroke-opacity=".6" stroke-dasharray="6 4"/>`
  )
}

/** A fan of `count` cards centred at (120, y). */
function hand(draw: Draw, count: number, y: number): string {
  const spread = count > 3 ? 18 : 24
  return Array.from({ length: count }, (_, i) => {
    const offset = i - (count - 1) / 2
    return card(120 + offset * spread, y + Math.abs(offset) * 3, offset * 10, draw.pick(ranks), draw.pick(suits))
  }).join('')
}

function roulette(draw: Draw): string {
  const pockets = 18
  const step = (Math.PI * 2) / pockets
  const start = draw.int(pockets) * step
  const wedges = Array.from({ length: pockets }, (_, i) => {
    const fill = i === 0 ? '#1c8c3c' : i % 2 ? '#c4122a' : '#15151c'
    return `<path d="${wedgePath(120, 78, 46, start + i * step, start + (i + 1) * step)}" fill="${fill}"/>`
  })
  return (
    `<circle cx="120" cy="78" r="52" fill="#6b3a1a" stroke="#f7c843" stroke-width="3"/>${wedges.join('')}` +
    `<circle cx="120" cy="78" r="26" fill="#8a5a2a" stroke="#f7c843" stroke-width="2"/><circle cx="120" cy="78" r="6" fill="#f7c843"/>` +
    `<circle cx="${120 + draw.between(-30, 30)}" cy="44" r="4" fill="#fff"/>`
  )
}

function moneyWheel(draw: Draw): string {
  const colours = ['#f7c843', '#2e9d4a', '#1e5bd8', '#c4122a', '#7b2bd1', '#ff7a1a']
  const segments = 12
  const step = (Math.PI * 2) / segments
  const wedges = Array.from({ length: segments }, (_, i) => `<path d="${wedgePath(120, 80, 50, i * step, (i + 1) * step)}" fill="${colours[(i + draw.int(2)) % colours.length]}" stroke="#fff"/>`)
  return (
    `<circle cx="120" cy="80" r="56" fill="#2a1a0a" stroke="#f7c843" stroke-width="4"/>${wedges.join('')}` +
    `<circle cx="120" cy="80" r="10" fill="#f7c843" stroke="#8a5a00" stroke-width="2"/><path d="M112 16H128L120 32Z" fill="#fff" stroke="#c4122a" stroke-width="2"/>`
  )
}

function dice(draw: Draw): string {
  return `<ellipse cx="120" cy="88" rx="56" ry="22" fill="#fff" fill-opacity=".12"/>` + [88, 120, 152].map((x) => die(x, 76 + draw.between(-6, 6), 28, draw.between(-20, 20), draw.between(1, 6))).join('')
}

function chips(draw: Draw): string {
  return chipStack(34, 96, draw.between(3, 6), draw.pick(chipColours)) + chipStack(206, 100, draw.between(2, 5), draw.pick(chipColours)) + chip(196, 124, 11, draw.pick(chipColours))
}

/** The variant's mark on the right, below the corner badge: a bolt, a crown, speed lines or nothing. */
function variantMark(title: string): string {
  if (/lightning/i.test(title)) return `<g transform="translate(214 50) scale(.7)">${emblem('bolt')}</g>`
  if (/vip|royal/i.test(title)) return `<g transform="translate(214 48) scale(.6)">${emblem('crown')}</g>`
  if (/jackpot/i.test(title)) return `<g transform="translate(214 48) scale(.6)">${emblem('coin')}</g>`
  if (/speed/i.test(title)) return `<path d="M196 42H230M204 50H232M196 58H226" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-opacity=".8"/>`
  return ''
}

export function liveCasinoScene(draw: Draw, title: string): Scene {
  const felt = draw.pick(felts)
  let play: string
  if (/roulette/i.test(title)) play = roulette(draw)
  else if (/wheel/i.test(title)) play = moneyWheel(draw)
  else if (/sic bo/i.test(title)) play = dice(draw)
  else play = hand(draw, /blackjack/i.test(title) ? 3 : 2, 78)
  const tableNumber = /(\d+)$/.exec(title)?.[1]
  return { hue: draw.pick([350, 20, 280, 210]), art: table(felt) + chips(draw) + play + variantMark(title), badge: tableNumber ? `LIVE · ${tableNumber}` : 'LIVE' }
}

function mahjongTiles(draw: Draw): string {
  return [84, 120, 156]
    .map((x, i) => {
      const marks =
        draw.int(2) === 0
          ? `<circle cy="-8" r="6" fill="none" stroke="#1e5bd8" stroke-width="3"/><circle cy="9" r="6" fill="none" stroke="#c4122a" stroke-width="3"/>`
          : `<path d="M-7-14V14M0-14V14M7-14V14" stroke="#2e9d4a" stroke-width="4"/>`
      return `<g transform="translate(${x} ${78 + (i === 1 ? -6 : 0)})"><rect x="-17" y="-24" width="34" height="50" rx="5" fill="#2e9d4a"/><rect x="-17" y="-26" width="34" height="46" rx="5" fill="#fbf6e6" stroke="#0003"/>${marks}</g>`
    })
    .join('')
}

function hwatu(draw: Draw): string {
  return [-1, 0, 1]
    .map((offset) => {
      const motif = draw.pick([
        `<circle cy="-4" r="9" fill="#e0182d"/><path d="M-12 12Q0 2 12 12" stroke="#222" stroke-width="3" fill="none"/>`,
        `<circle cx="-5" cy="-6" r="4" fill="#ff8ab8"/><circle cx="5" cy="-2" r="4" fill="#ff8ab8"/><circle cx="-2" cy="6" r="4" fill="#ff8ab8"/>`,
        `<path d="M-10 14L0-14 10 14Z" fill="#2e7d32"/><circle cy="-10" r="5" fill="#f7c843"/>`,
      ])
      return `<g transform="translate(${120 + offset * 30} ${80 + Math.abs(offset) * 4}) rotate(${offset * 12})"><rect x="-15" y="-23" width="30" height="46" rx="3" fill="#fdfbf5" stroke="#c4122a" stroke-width="3"/>${motif}</g>`
    })
    .join('')
}

export function cardGameScene(draw: Draw, title: string): Scene {
  const felt = draw.pick(felts)
  let play: string
  if (/mahjong/i.test(title)) play = mahjongTiles(draw)
  else if (/go-stop/i.test(title)) play = hwatu(draw)
  else play = hand(draw, /niu niu|thirteen|tien len/i.test(title) ? 5 : /sam gong/i.test(title) ? 3 : 2, 80)
  return { hue: draw.pick([150, 205, 350, 30]), art: table(felt) + chips(draw) + play + variantMark(title) }
}
