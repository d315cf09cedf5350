// A slot: light rays behind a three-reel window whose middle reel shows the game's theme symbol,
// the side reels classic symbols, and a feature ribbon above.
import { emblem, emblemFor, hueFor, type Emblem } from './emblems'
import { sparkles, sunburst, type Draw } from './primitives'
import type { Scene } from './scene'

const classics: readonly Emblem[] = ['seven', 'cherry', 'coin', 'gem', 'star', 'crown', 'bolt']
const features = ['FREE SPINS', 'MEGAWAYS', 'HOLD & WIN', 'JACKPOT', 'MULTIPLIER', 'BONUS BUY'] as const

function reel(x: number, kind: Emblem): string {
  return `<rect x="${x - 23}" y="46" width="46" height="56" rx="6" fill="url(#r)"/><g transform="translate(${x} 74) scale(.85)">${emblem(kind)}</g>`
}

export function slotScene(draw: Draw, title: string): Scene {
  const hue = hueFor(title, draw)
  const theme = emblemFor(title, draw)
  const left = draw.pick(classics.filter((kind) => kind !== theme))
  const right = draw.pick(classics.filter((kind) => kind !== theme))
  const feature = draw.pick(features)
  const art =
    `<defs><linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#d9d2e6"/></linearGradient></defs>` +
    sunburst(120, 74, 170, 24, `hsl(${(hue + 30) % 360} 90% 70%)`, 0.18) +
    sparkles(draw, draw.between(4, 8)) +
    `<rect x="40" y="38" width="160" height="72" rx="12" fill="#1d1030" stroke="#f7c843" stroke-width="4"/>` +
    reel(73, left) +
    reel(120, theme) +
    reel(167, right) +
    `<path d="M40 74H50M190 74H200" stroke="#e0182d" stroke-width="3"/>` +
    `<rect x="68" y="14" width="104" height="20" rx="10" fill="hsl(${hue} 80% 30%)" stroke="#f7c843" stroke-width="2"/>` +
    `<text x="120" y="29" text-anchor="middle" font-size="11" font-weight="800" fill="#fff" font-family="Arial,sans-serif" letter-spacing="1">${feature.replace('&', '&#38;')}</text>`
  return { hue, art }
}
