// Fishing (shoot-the-fish games): under the sea, light from above, a school of fish, the title's
// creature large and a cannon's crosshair on it.
import type { Draw } from './primitives'
import type { Scene } from './scene'

function fish(x: number, y: number, size: number, fill: string, flip: boolean): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${flip ? -size : size} ${size})"><path d="M-14 0C-6-10 8-9 12 0 8 9-6 10-14 0ZM10 0L19-7V7Z" fill="${fill}" stroke="#0004"/>` +
    `<circle cx="-8" cy="-2" r="1.8" fill="#111"/></g>`
  )
}

function creature(title: string): string {
  if (/shark/i.test(title)) return `<path d="M-50 0C-30-18 20-22 44-6L60-22 56 0 60 20 44 6C20 20-30 16-50 0ZM-6-16L4-34 12-14Z" fill="#8fa3b5" stroke="#334" stroke-width="2"/><path d="M-40 4C-20 12 10 12 30 6" stroke="#fff" stroke-width="2" fill="none"/><circle cx="-34" cy="-4" r="3" fill="#111"/>`
  if (/whale/i.test(title)) return `<path d="M-56 4C-50-26 30-30 44 0L64-16 60 8 66 24 42 10C20 26-50 28-56 4Z" fill="#3d6fd1" stroke="#123" stroke-width="2"/><path d="M-50 10C-20 20 20 20 40 8" stroke="#cfe3ff" stroke-width="3" fill="none"/><circle cx="-36" cy="-4" r="3" fill="#111"/>`
  if (/octopus|kraken/i.test(title)) return `<g fill="#c0408a" stroke="#5a1040" stroke-width="2"><ellipse cy="-12" rx="28" ry="24"/><path d="M-24 4C-36 20-30 30-20 24M-10 8C-14 28-4 34 0 24M8 8C6 28 16 32 20 22M22 4C36 18 34 30 24 26" fill="none" stroke-width="7" stroke-linecap="round"/></g><circle cx="-9" cy="-14" r="4" fill="#fff"/><circle cx="9" cy="-14" r="4" fill="#fff"/>`
  if (/mermaid/i.test(title)) return `<path d="M-10-30C10-30 14-10 6 6 0 20 10 30 30 28 18 36 0 36-6 24-14 10-22-10-10-30Z" fill="#2ec4a6" stroke="#0a5a4a" stroke-width="2"/><circle cx="-4" cy="-36" r="10" fill="#f3c9a0"/><path d="M-14-40C-14-52 10-52 8-36 4-44-6-44-14-30Z" fill="#ff7a1a"/>`
  return `<path d="M-48 0C-24-30 30-28 40 0 30 28-24 30-48 0ZM36 0L62-20V20Z" fill="#f7c843" stroke="#8a5a00" stroke-width="2"/><path d="M-20-20V20M0-24V24M18-20V20" stroke="#c8901a" stroke-width="2"/><circle cx="-32" cy="-4" r="4" fill="#111"/>`
}

export function fishingScene(draw: Draw, title: string): Scene {
  const cx = draw.between(100, 140)
  const cy = draw.between(68, 82)
  const school = Array.from({ length: draw.between(4, 6) }, () =>
    fish(draw.between(16, 224), draw.between(20, 128), draw.between(6, 10) / 10, `hsl(${draw.int(360)} 85% 60%)`, draw.int(2) === 0),
  ).join('')
  const bubbles = Array.from({ length: 6 }, () => `<circle cx="${draw.between(10, 230)}" cy="${draw.between(10, 130)}" r="${draw.between(2, 5)}" fill="none" stroke="#fff" stroke-opacity=".6"/>`).join('')
  const art =
    `<path d="M40 0L70 0 20 180 -10 180ZM130 0L150 0 120 180 90 180ZM200 0L230 0 250 180 210 180Z" fill="#bdf3ff" fill-opacity=".12"/>` +
    school +
    bubbles +
    `<g transform="translate(${cx} ${cy})${draw.int(2) === 0 ? ' scale(-1 1)' : ''}">${creature(title)}</g>` +
    `<g transform="translate(${cx + 26} ${cy - 8})" fill="none" stroke="#ff3d3d" stroke-width="2.5"><circle r="14"/><path d="M-20 0H-8M8 0H20M0-20V-8M0 8V20"/></g>`
  return { hue: draw.pick([195, 210, 185]), art }
}
