// A game's artwork, generated at seed time from its title and category: the category's scene
// (slot reels, a live table, a pitch, lottery balls, a sea of fish, a card table), the title in
// gold on a band at the bottom and a badge in the top right corner, inside a gold frame. Different games draw
// different pictures; the same game always draws the same one. SVG, so no image files and no
// other origin (CSP img-src 'self'), and a few kilobytes each.
import { Draw, escapeXml } from './primitives'
import { fishingScene } from './fishingScene'
import { lotteryScene } from './lotteryScene'
import type { Scene } from './scene'
import { slotScene } from './slotScene'
import { sportsScene } from './sportsScene'
import { cardGameScene, liveCasinoScene } from './tableScenes'

const WIDTH = 240
const HEIGHT = 180
/** The widest the title may run inside the frame. */
const TITLE_ROOM = 220

const scenes: Record<string, (draw: Draw, title: string) => Scene> = {
  slots: slotScene,
  'live-casino': liveCasinoScene,
  sports: sportsScene,
  lottery: lotteryScene,
  fishing: fishingScene,
  cards: cardGameScene,
}

/** The title's font size, shrunk for long titles; past the smallest size the text is squeezed to fit. */
function titleText(title: string): string {
  // Bold sans-serif capitals run about 0.66 em wide.
  const estimate = (size: number) => title.length * size * 0.66
  const size = Math.max(15, Math.min(24, Math.floor(TITLE_ROOM / (title.length * 0.66))))
  const squeeze = estimate(size) > TITLE_ROOM ? ` textLength="${TITLE_ROOM}" lengthAdjust="spacingAndGlyphs"` : ''
  return (
    `<text x="120" y="${HEIGHT - 17}" text-anchor="middle" font-size="${size}" font-weight="900" font-family="Impact,'Arial Black',Arial,sans-serif"${squeeze} ` +
    `fill="url(#t)" stroke="#2a1200" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${escapeXml(title.toUpperCase())}</text>`
  )
}

/** In the top right corner: the lobby puts its Hot and New tags in the top left one. */
function badgeMark(badge: string): string {
  const width = Math.round(badge.length * 7 + 22)
  const x = WIDTH - 10 - width
  return (
    `<rect x="${x}" y="8" width="${width}" height="18" rx="4" fill="#d4202c"/><circle cx="${x + 10}" cy="17" r="3.5" fill="#fff"/>` +
    `<text x="${x + 18}" y="21.5" font-size="12" font-weight="800" fill="#fff" font-family="Arial,sans-serif">${escapeXml(badge)}</text>`
  )
}

/** `seed` tells games of the same title apart (its catalogue path); `category` is its top category's slug. */
export function gameArt(seed: string, title: string, category: string): string {
  const draw = new Draw(seed)
  const scene = (scenes[category] ?? slotScene)(draw, title)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><radialGradient id="b" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="hsl(${scene.hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${(scene.hue + 20) % 360} 80% 10%)"/></radialGradient>` +
    `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7cf"/><stop offset=".55" stop-color="#f7c843"/><stop offset="1" stop-color="#c27a12"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/>${scene.art}` +
    `<rect y="${HEIGHT - 44}" width="${WIDTH}" height="44" fill="#07040f" fill-opacity=".72"/><path d="M0 ${HEIGHT - 44}H${WIDTH}" stroke="#f7c843" stroke-width="2"/>` +
    titleText(title) +
    (scene.badge ? badgeMark(scene.badge) : '') +
    `<rect x="1.5" y="1.5" width="${WIDTH - 3}" height="${HEIGHT - 3}" rx="6" fill="none" stroke="#f7c843" stroke-opacity=".7" stroke-width="3"/></svg>`
  )
}
