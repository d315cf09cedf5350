// Artwork generated at seed time: small SVGs (well under 1 KB for a game tile) drawn from a hash of
// their name, so the catalogue needs no image files and no other origin (CSP img-src 'self').
import { createHash } from 'node:crypto'

const GAME_ART = { width: 240, height: 180 } as const
const BANNER_ART = { width: 720, height: 300 } as const

function hashBytes(seed: string): Buffer {
  return createHash('sha256').update(seed).digest()
}

function hue(byte: number): number {
  return Math.round((byte / 255) * 360)
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A game tile: a two-colour gradient with a few shapes and the provider's initials. */
export function gameArt(seed: string, initials: string): string {
  const b = hashBytes(seed)
  const { width, height } = GAME_ART
  const from = hue(b[0]!)
  const to = (from + 40 + (b[1]! % 120)) % 360
  const shapes = [0, 1, 2]
    .map((i) => {
      const x = (b[2 + i * 3]! / 255) * width
      const y = (b[3 + i * 3]! / 255) * height
      const r = 18 + (b[4 + i * 3]! % 50)
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="#fff" fill-opacity=".${12 + i * 6}"/>`
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from} 70% 42%)"/>` +
    `<stop offset="1" stop-color="hsl(${to} 75% 24%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}` +
    `<text x="16" y="${height - 18}" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff" fill-opacity=".85">${escapeXml(initials)}</text></svg>`
  )
}

/** A promotion or announcement banner: a wide gradient with a headline figure such as "100%". */
export function bannerArt(seed: string, figure: string): string {
  const b = hashBytes(seed)
  const { width, height } = BANNER_ART
  const from = hue(b[0]!)
  const to = (from + 60 + (b[1]! % 90)) % 360
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${from} 65% 30%)"/>` +
    `<stop offset="1" stop-color="hsl(${to} 70% 45%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${560 + (b[2]! % 80)}" cy="${90 + (b[3]! % 120)}" r="${110 + (b[4]! % 60)}" fill="#f5b82e" fill-opacity=".28"/>` +
    `<circle cx="${80 + (b[5]! % 200)}" cy="${250 - (b[6]! % 60)}" r="${40 + (b[7]! % 40)}" fill="#fff" fill-opacity=".12"/>` +
    `<text x="${width - 48}" y="${height / 2 + 34}" text-anchor="end" font-family="system-ui,sans-serif" font-size="96" font-weight="800" fill="#fff">${escapeXml(figure)}</text></svg>`
  )
}
