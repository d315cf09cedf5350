// The small drawing pieces every game's artwork is made of: a deterministic die cast from the game's
// seed, and casino things drawn as SVG markup (cards, chips, balls, dice, stars). Coordinates are
// rounded, so an artwork stays a few kilobytes.
import { createHash } from 'node:crypto'

/** Choices drawn from a hash of the seed: the same seed always draws the same picture. */
export class Draw {
  private bytes: Buffer
  private index = 0

  constructor(seed: string) {
    const first = createHash('sha256').update(seed).digest()
    this.bytes = Buffer.concat([first, createHash('sha256').update(first).digest()])
  }

  /** An integer in [0, n). */
  int(n: number): number {
    const byte = this.bytes[this.index % this.bytes.length] ?? 0
    this.index += 1
    return byte % n
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1)
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)]
    if (item === undefined) throw new Error('nothing to pick from')
    return item
  }
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

const round = (n: number) => Math.round(n * 10) / 10

/** A star of `points` tips around (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner
    const a = (Math.PI * i) / points - Math.PI / 2
    return `${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`
  })
  return `M${corners.join('L')}Z`
}

/** A pie slice of a wheel centred on (cx, cy), from angle a0 to a1 (radians). */
export function wedgePath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const x0 = round(cx + r * Math.cos(a0))
  const y0 = round(cy + r * Math.sin(a0))
  const x1 = round(cx + r * Math.cos(a1))
  const y1 = round(cy + r * Math.sin(a1))
  return `M${cx} ${cy}L${x0} ${y0}A${r} ${r} 0 0 1 ${x1} ${y1}Z`
}

/** Light rays from (cx, cy): `count` thin triangles, every other one drawn. */
export function sunburst(cx: number, cy: number, r: number, count: number, fill: string, opacity: number): string {
  const step = (Math.PI * 2) / count
  const rays = Array.from({ length: count / 2 }, (_, i) => {
    const a = i * 2 * step
    return `M${cx} ${cy}L${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}L${round(cx + r * Math.cos(a + step))} ${round(cy + r * Math.sin(a + step))}Z`
  })
  return `<path d="${rays.join('')}" fill="${fill}" fill-opacity="${opacity}"/>`
}

export type Suit = 'heart' | 'diamond' | 'spade' | 'club'
export const suits: readonly Suit[] = ['heart', 'diamond', 'spade', 'club']
export const ranks = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const

/** A suit symbol about 16 px tall, centred on the origin. */
function suitShape(suit: Suit, fill: string): string {
  switch (suit) {
    case 'heart':
      return `<path d="M0 7C-11-1-7-11 0-4C7-11 11-1 0 7Z" fill="${fill}"/>`
    case 'diamond':
      return `<path d="M0-8L6 0 0 8-6 0Z" fill="${fill}"/>`
    case 'spade':
      return `<path d="M0-8C-9 0-8 6-2 4L-3 8H3L2 4C8 6 9 0 0-8Z" fill="${fill}"/>`
    case 'club':
      return `<g fill="${fill}"><circle cy="-4" r="3.6"/><circle cx="-4" cy="1.5" r="3.6"/><circle cx="4" cy="1.5" r="3.6"/><path d="M0 0L-2.5 8H2.5Z"/></g>`
  }
}

/** A playing card 36 × 50 centred on (x, y), turned by `angle` degrees. */
export function card(x: number, y: number, angle: number, rank: string, suit: Suit): string {
  const ink = suit === 'heart' || suit === 'diamond' ? '#d4202c' : '#1b1b24'
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-18" y="-25" width="36" height="50" rx="4" fill="#fdfbf5" stroke="#0004"/>` +
    `<text x="-14" y="-11" font-size="12" font-weight="700" fill="${ink}" font-family="Georgia,serif">${rank}</text>` +
    `<g transform="translate(2 8)">${suitShape(suit, ink)}</g></g>`
  )
}

/** A casino chip centred on (x, y). */
export function chip(x: number, y: number, r: number, fill: string): string {
  const dash = ((Math.PI * 2 * r) / 12).toFixed(1)
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="#0005"/>` +
    `<circle cx="${x}" cy="${y}" r="${r - 2}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="${dash}"/>` +
    `<circle cx="${x}" cy="${y}" r="${round(r * 0.55)}" fill="none" stroke="#fffa"/>`
  )
}

/** A stack of chips seen from the side, its top at (x, y). */
export function chipStack(x: number, y: number, count: number, fill: string): string {
  const layers = Array.from({ length: count }, (_, i) => `<ellipse cx="${x}" cy="${y + (count - i) * 4}" rx="13" ry="5" fill="${fill}" stroke="#fff8" stroke-dasharray="3 3"/>`)
  return layers.join('') + `<ellipse cx="${x}" cy="${y}" rx="13" ry="5" fill="${fill}" stroke="#fff"/>`
}

/** A glossy lottery ball with its number. */
export function ball(x: number, y: number, r: number, fill: string, label: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="#0004"/>` +
    `<circle cx="${round(x - r * 0.35)}" cy="${round(y - r * 0.4)}" r="${round(r * 0.3)}" fill="#fff" fill-opacity=".5"/>` +
    `<circle cx="${x}" cy="${y}" r="${round(r * 0.58)}" fill="#fff"/>` +
    `<text x="${x}" y="${round(y + r * 0.26)}" text-anchor="middle" font-size="${round(r * 0.72)}" font-weight="700" fill="#222" font-family="Arial,sans-serif">${label}</text>`
  )
}

const pipSpots: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
}

/** A die of side `size` centred on (x, y) showing `pips`. */
export function die(x: number, y: number, size: number, angle: number, pips: number, fill = '#fff'): string {
  const half = size / 2
  const spread = size * 0.28
  const dots = (pipSpots[pips] ?? []).map(([dx, dy]) => `<circle cx="${round(dx * spread)}" cy="${round(dy * spread)}" r="${round(size * 0.09)}"/>`)
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="${-half}" y="${-half}" width="${size}" height="${size}" rx="${round(size * 0.18)}" fill="${fill}" stroke="#0005"/>` +
    `<g fill="${pips === 1 ? '#d4202c' : '#222'}">${dots.join('')}</g></g>`
  )
}

/** Small four-pointed sparkles scattered over the upper part of the picture. */
export function sparkles(draw: Draw, count: number): string {
  const paths = Array.from({ length: count }, () => {
    const x = draw.between(10, 230)
    const y = draw.between(8, 120)
    const s = draw.between(3, 6)
    return `M${x} ${y - s}L${x + s / 3} ${y - s / 3} ${x + s} ${y} ${x + s / 3} ${y + s / 3} ${x} ${y + s} ${x - s / 3} ${y + s / 3} ${x - s} ${y} ${x - s / 3} ${y - s / 3}Z`
  })
  return `<path d="${paths.join('')}" fill="#fff" fill-opacity=".8"/>`
}
