// A slot game's theme symbol, chosen from the words of its title ("Frozen Phoenix" → a flame on ice),
// and the colour its title suggests. Every emblem is drawn about 40 px wide, centred on the origin.
import { starPath, type Draw } from './primitives'

export type Emblem = 'crown' | 'gem' | 'flame' | 'bolt' | 'moon' | 'lotus' | 'cherry' | 'coin' | 'paw' | 'pyramid' | 'fish' | 'star' | 'seven' | 'candy' | 'snowflake'

const gold = '#f7c843'

/** The emblem a word of the title calls for; the first word that names one wins. */
const emblemWords: Array<[RegExp, Emblem]> = [
  [/dragon|phoenix|blazing/i, 'flame'],
  [/tiger|wolf|panda|cat|buffalo|stallion/i, 'paw'],
  [/koi/i, 'fish'],
  [/pharaoh|temple|ancient/i, 'pyramid'],
  [/gems|diamond|jade/i, 'gem'],
  [/fruits/i, 'cherry'],
  [/candy|sweet/i, 'candy'],
  [/lotus/i, 'lotus'],
  [/treasure|pirates|fortune|golden/i, 'coin'],
  [/thunder|olympus|samurai|mighty/i, 'bolt'],
  [/midnight|mystic/i, 'moon'],
  [/frozen/i, 'snowflake'],
  [/royal|emperor/i, 'crown'],
  [/starlight|eternal/i, 'star'],
  [/reels|lucky|wild/i, 'seven'],
]

export function emblemFor(title: string, draw: Draw): Emblem {
  return emblemWords.find(([words]) => words.test(title))?.[1] ?? draw.pick(['crown', 'gem', 'coin', 'star', 'seven'] as const)
}

/** The hue a colour word of the title calls for, else one from the seed. */
const hueWords: Array<[RegExp, number]> = [
  [/golden|fortune|emperor|pharaoh/i, 42],
  [/crimson|blazing|dragon/i, 355],
  [/jade|lucky|lotus/i, 150],
  [/frozen|diamond|ocean/i, 200],
  [/silver/i, 225],
  [/midnight|mystic|thunder/i, 265],
  [/royal|starlight/i, 280],
  [/sweet|candy/i, 325],
  [/wild|tiger|ancient/i, 25],
]

export function hueFor(title: string, draw: Draw): number {
  return hueWords.find(([words]) => words.test(title))?.[1] ?? draw.int(360)
}

export function emblem(kind: Emblem): string {
  switch (kind) {
    case 'crown':
      return `<path d="M-20 12L-22-10-10 0 0-16 10 0 22-10 20 12Z" fill="${gold}" stroke="#8a5a00" stroke-width="2"/><circle cy="-16" r="3" fill="#e23"/><rect x="-20" y="10" width="40" height="6" fill="#c8901a"/>`
    case 'gem':
      return `<path d="M-20-6L-10-16H10L20-6 0 18Z" fill="#3ad1e8" stroke="#0a6f8a" stroke-width="2"/><path d="M-20-6H20M-10-16-4-6 0 18 4-6 10-16" fill="none" stroke="#fff" stroke-opacity=".7"/>`
    case 'flame':
      return `<path d="M0-22C14-8 18 4 10 14 4 20-6 20-11 13-16 4-10-6-5-9-5-2-2 1 0 2 3-6 2-14 0-22Z" fill="#ff7a1a" stroke="#b3260a" stroke-width="2"/><path d="M0 0C6 6 6 12 0 15-6 12-5 6 0 0Z" fill="#ffe066"/>`
    case 'bolt':
      return `<path d="M6-22L-14 3H-1L-7 22 15-5H2Z" fill="${gold}" stroke="#8a5a00" stroke-width="2"/>`
    case 'moon':
      return `<path d="M6-20A20 20 0 1 0 18 10 15 15 0 1 1 6-20Z" fill="#f3e9b5" stroke="#a08c3c" stroke-width="2"/>`
    case 'lotus':
      return `<g fill="#f58cc0" stroke="#a3286a" stroke-width="1.5"><ellipse rx="7" ry="18" transform="rotate(-40)"/><ellipse rx="7" ry="18" transform="rotate(40)"/><ellipse rx="7" ry="19"/></g><ellipse cy="14" rx="20" ry="5" fill="#3c9a5a"/>`
    case 'cherry':
      return `<path d="M-8 6C-6-6 0-14 10-18M8 8C8-4 8-12 10-18" fill="none" stroke="#2e7d32" stroke-width="3"/><circle cx="-8" cy="10" r="9" fill="#e0182d"/><circle cx="9" cy="11" r="9" fill="#c4122a"/><circle cx="-11" cy="7" r="2.5" fill="#fff8"/>`
    case 'coin':
      return `<circle r="20" fill="${gold}" stroke="#8a5a00" stroke-width="2"/><circle r="14" fill="none" stroke="#8a5a00"/><path d="${starPath(0, 1, 10, 4)}" fill="#c8901a"/>`
    case 'paw':
      return `<g fill="#fff3e0" stroke="#5d3a1a" stroke-width="2"><ellipse cy="8" rx="12" ry="10"/><ellipse cx="-15" cy="-6" rx="5" ry="7"/><ellipse cx="-6" cy="-15" rx="5" ry="7"/><ellipse cx="6" cy="-15" rx="5" ry="7"/><ellipse cx="15" cy="-6" rx="5" ry="7"/></g>`
    case 'pyramid':
      return `<path d="M0-20L24 16H-24Z" fill="#e8b04a" stroke="#7a4f10" stroke-width="2"/><path d="M0-20L6 16M-12-2H12M-18 7H18" stroke="#7a4f10" fill="none"/><circle cy="-6" r="3" fill="#3ad1e8"/>`
    case 'fish':
      return `<path d="M-20 0C-8-14 10-12 16 0 10 12-8 14-20 0ZM14 0L24-10V10Z" fill="#ff8a3d" stroke="#a33d0a" stroke-width="2"/><circle cx="-10" cy="-3" r="2.5" fill="#222"/>`
    case 'star':
      return `<path d="${starPath(0, 0, 22, 9)}" fill="${gold}" stroke="#8a5a00" stroke-width="2"/>`
    case 'seven':
      return `<text y="16" text-anchor="middle" font-size="46" font-weight="900" fill="#e0182d" stroke="#fff" stroke-width="2" paint-order="stroke" font-family="Impact,'Arial Black',sans-serif">7</text>`
    case 'candy':
      return `<path d="M-13-4L-24-12V12L-13 4M13-4L24-12V12L13 4" fill="#ff9ad5"/><circle r="14" fill="#ff4fa8" stroke="#fff" stroke-width="2"/><path d="M-9-6C-2-12 8-6 4 2-2 8-10 2-4-2" fill="none" stroke="#fff" stroke-width="2.5"/>`
    case 'snowflake':
      return `<g stroke="#e6f7ff" stroke-width="3" stroke-linecap="round"><path d="M0-20V20M-17-10 17 10M-17 10 17-10"/><path d="M-5-15 0-10 5-15M-5 15 0 10 5 15" fill="none"/></g>`
  }
}
