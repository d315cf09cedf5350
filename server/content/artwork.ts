// Banner artwork generated at seed time (a game's own is art/gameArt.ts): small SVGs drawn from a hash of
// their name, so the catalogue needs no image files and no other origin (CSP img-src 'self').
import { createHash } from 'node:crypto'
import { escapeXml } from './art/primitives'

const BANNER_ART = { width: 720, height: 300 } as const

function hashBytes(seed: string): Buffer {
  return createHash('sha256').update(seed).digest()
}

function hue(byte: number): number {
  return Math.round((byte / 255) * 360)
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
