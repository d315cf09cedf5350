// Sports: the sport's ground (pitch, court, diamond, track), its ball in flight and the live score.
import { type Draw } from './primitives'
import type { Scene } from './scene'

function stripes(light: string, dark: string): string {
  return `<rect width="240" height="180" fill="${dark}"/><path d="M0 0H30V180H0ZM60 0H90V180H60ZM120 0H150V180H120ZM180 0H210V180H180Z" fill="${light}"/>`
}

interface Sport {
  ground: string
  ball: string
  hue: number
}

function sportOf(title: string): Sport {
  const line = `fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="2"`
  if (/basketball/i.test(title))
    return {
      hue: 25,
      ground: `<rect width="240" height="180" fill="#c98a4b"/><path d="M0 40H240M0 80H240M0 120H240" stroke="#a86a32"/><path d="M120 0V180M60 180V110H180V180" ${line}/><circle cx="120" cy="110" r="30" ${line}/>`,
      ball: `<circle r="24" fill="#f07a1a" stroke="#3a1a00" stroke-width="2"/><path d="M-24 0H24M0-24V24M-17-17C-6-6-6 6-17 17M17-17C6-6 6 6 17 17" fill="none" stroke="#3a1a00" stroke-width="2"/>`,
    }
  if (/baseball/i.test(title))
    return {
      hue: 130,
      ground: stripes('#3f9a45', '#358a3b') + `<path d="M120 40L170 90 120 140 70 90Z" fill="#c98a4b"/><path d="M120 40L170 90 120 140 70 90Z" ${line}/>`,
      ball: `<circle r="22" fill="#fdfbf5" stroke="#888"/><path d="M-12-18C-4-6-4 6-12 18M12-18C4-6 4 6 12 18" fill="none" stroke="#d4202c" stroke-width="2" stroke-dasharray="3 2"/>`,
    }
  if (/tennis/i.test(title))
    return {
      hue: 210,
      ground: `<rect width="240" height="180" fill="#2a6fb5"/><path d="M30 20H210V170H30ZM50 20V170M190 20V170M50 95H190M120 55V135" ${line}/><path d="M20 95H220" stroke="#fff" stroke-width="4"/>`,
      ball: `<circle r="18" fill="#d7f04a" stroke="#7a8a10"/><path d="M-14-10C-4-4-4 4-14 10M14-10C4-4 4 4 14 10" fill="none" stroke="#fff" stroke-width="2.5"/>`,
    }
  if (/volleyball/i.test(title))
    return {
      hue: 45,
      ground: `<rect width="240" height="180" fill="#e8c27a"/><path d="M0 70H240" stroke="#fff" stroke-width="3"/><path d="M0 60H240M0 64H240" stroke="#333" stroke-dasharray="4 4"/>`,
      ball: `<circle r="22" fill="#fdfbf5" stroke="#1e5bd8" stroke-width="2"/><path d="M-20-8C-4-4 8 6 10 21M20-8C4-12-6-16-8-21M-8 20C-4 6 4-2 22 0" fill="none" stroke="#1e5bd8" stroke-width="3"/>`,
    }
  if (/esports/i.test(title))
    return {
      hue: 275,
      ground: `<rect width="240" height="180" fill="#150c2e"/><path d="M0 120L240 120M0 140H240M40 180L100 100M200 180L140 100M120 100V180" stroke="#b14cff" stroke-opacity=".7"/>`,
      ball: `<path d="M-30-8C-30-18-20-20-12-18H12C20-20 30-18 30-8L34 12C35 20 26 22 20 14L14 8H-14L-20 14C-26 22-35 20-34 12Z" fill="#2a2a3a" stroke="#1ee3ff" stroke-width="2"/><path d="M-20-8H-10M-15-13V-3" stroke="#1ee3ff" stroke-width="3"/><circle cx="14" cy="-10" r="3" fill="#ff3d7f"/><circle cx="21" cy="-4" r="3" fill="#f7c843"/>`,
    }
  if (/horse/i.test(title))
    return {
      hue: 100,
      ground: stripes('#4aa34f', '#3f9445') + `<path d="M-10 150Q120 20 250 150M-10 170Q120 40 250 170" fill="none" stroke="#fff" stroke-width="3"/>`,
      ball: `<path d="M-18 20V-2A18 18 0 0 1 18-2V20H8V-2A8 8 0 0 0-8-2V20Z" fill="#c0c6cf" stroke="#555" stroke-width="2"/><circle cx="-13" cy="4" r="1.8"/><circle cx="13" cy="4" r="1.8"/><circle cx="-13" cy="13" r="1.8"/><circle cx="13" cy="13" r="1.8"/>`,
    }
  const virtual = /virtual/i.test(title)
  return {
    hue: virtual ? 190 : 130,
    ground:
      stripes(virtual ? '#1d6f7a' : '#3f9a45', virtual ? '#175e68' : '#358a3b') +
      `<path d="M120 0V180M0 20H240M0 170H240" ${line}/><circle cx="120" cy="95" r="32" ${line}/><path d="M0 60H30V130H0M240 60H210V130H240" ${line}/>`,
    ball: `<circle r="22" fill="#fdfbf5" stroke="#222" stroke-width="1.5"/><path d="M0-8L8-2 5 8H-5L-8-2Z" fill="#222"/><path d="M0-8V-21M8-2L20-7M5 8L12 18M-5 8L-12 18M-8-2L-20-7" stroke="#222" stroke-width="1.5"/>`,
  }
}

export function sportsScene(draw: Draw, title: string): Scene {
  const sport = sportOf(title)
  const x = draw.pick([70, 170])
  const y = draw.between(62, 84)
  const trail = x < 120 ? 1 : -1
  const home = `hsl(${draw.int(360)} 75% 45%)`
  const away = `hsl(${draw.int(360)} 75% 45%)`
  const score = `${draw.int(4)} : ${draw.int(4)}`
  const art =
    sport.ground +
    `<path d="M${x + trail * 30} ${y - 10}H${x + trail * 80}M${x + trail * 32} ${y}H${x + trail * 96}M${x + trail * 30} ${y + 10}H${x + trail * 70}" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>` +
    `<g transform="translate(${x} ${y}) rotate(${draw.between(-25, 25)})">${sport.ball}</g>` +
    `<rect x="130" y="8" width="100" height="22" rx="5" fill="#0a0f1c" fill-opacity=".85"/><circle cx="140" cy="19" r="3.5" fill="#ff3d3d"/>` +
    `<rect x="150" y="13" width="6" height="12" fill="${home}"/><rect x="218" y="13" width="6" height="12" fill="${away}"/>` +
    `<text x="187" y="24" text-anchor="middle" font-size="13" font-weight="700" fill="#fff" font-family="Arial,sans-serif">${score}</text>`
  return { hue: sport.hue, art }
}
