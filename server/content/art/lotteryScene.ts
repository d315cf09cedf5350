// Lottery: the draw's numbered balls, dice, keno card, ladder or racing flag, with its draw interval.
import { ball, die, type Draw } from './primitives'
import type { Scene } from './scene'

const ballColours = ['#f7c843', '#1e5bd8', '#d4202c', '#2e9d4a', '#7b2bd1', '#ff7a1a'] as const

function balls(draw: Draw, count: number, top: number, last?: string): string {
  const width = 200 / count
  const numbers = new Set<number>()
  while (numbers.size < count) numbers.add(draw.between(1, top))
  return [...numbers]
    .map((n, i) => {
      const isLast = last !== undefined && i === count - 1
      return ball(Math.round(20 + width * (i + 0.5)), 78 + (i % 2 ? 10 : -6), Math.min(20, width / 2 - 1), isLast ? last : draw.pick(ballColours), String(n))
    })
    .join('')
}

function keno(draw: Draw): string {
  const cells = Array.from({ length: 30 }, (_, i) => {
    const x = 32 + (i % 10) * 18
    const y = 44 + Math.floor(i / 10) * 22
    const marked = draw.int(4) === 0
    return `<rect x="${x}" y="${y}" width="16" height="19" rx="3" fill="${marked ? '#d4202c' : '#fff'}"/><text x="${x + 8}" y="${y + 14}" text-anchor="middle" font-size="9" fill="${marked ? '#fff' : '#333'}">${i + 1}</text>`
  })
  return `<rect x="24" y="36" width="192" height="82" rx="8" fill="#0a0f1c" fill-opacity=".5"/><g font-family="Arial,sans-serif" font-weight="700">${cells.join('')}</g>`
}

function ladder(draw: Draw): string {
  const rungs = Array.from({ length: 4 }, (_, i) => {
    const col = draw.int(3)
    const y = 50 + i * 18
    return `M${60 + col * 40} ${y}H${100 + col * 40}`
  })
  return `<path d="M60 36V122M100 36V122M140 36V122M180 36V122" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="${rungs.join('')}" stroke="#f7c843" stroke-width="5" stroke-linecap="round"/><circle cx="60" cy="34" r="7" fill="#d4202c"/><circle cx="180" cy="34" r="7" fill="#1e5bd8"/>`
}

function racingFlag(): string {
  const squares = Array.from({ length: 12 }, (_, i) => ((i + Math.floor(i / 4)) % 2 ? '' : `M${170 + (i % 4) * 12} ${20 + Math.floor(i / 4) * 12}h12v12h-12Z`)).join('')
  return `<path d="M170 20V68" stroke="#ddd" stroke-width="3"/><rect x="170" y="20" width="48" height="36" fill="#fff"/><path d="${squares}" fill="#111"/>`
}

export function lotteryScene(draw: Draw, title: string): Scene {
  const hue = draw.int(360)
  let art: string
  if (/fast 3/i.test(title)) art = [80, 120, 160].map((x) => die(x, 78, 34, draw.between(-15, 15), draw.between(1, 6), '#d4202c')).join('').replaceAll('fill="#222"', 'fill="#fff"')
  else if (/keno|happy 8/i.test(title)) art = keno(draw)
  else if (/ladder/i.test(title)) art = ladder(draw)
  else if (/racing/i.test(title)) art = racingFlag() + balls(draw, 4, 10)
  else if (/powerball/i.test(title)) art = balls(draw, 6, 35, '#d4202c')
  else art = balls(draw, /6\/45/.test(title) ? 6 : 5, 45)
  const minutes = /(\d+)-minute/i.exec(title)?.[1]
  return { hue, art, badge: minutes ? `${minutes} MIN` : undefined }
}
