// How a page starts the app. Most pages run the entry's module script at once, with the chunks the
// visit will need named beside it (spaPreloads.ts). A page whose first screen the server drew
// (firstScreen.ts) is complete without the app, so there the starter (src/app/starter.ts, built into
// /start-app.js) asks for the same scripts once that screen has loaded and painted: on a phone,
// fetched beside it, they took the link's bandwidth from its images and their running held back its
// paint. The browser may offer installation before the app listens, so the starter keeps the offer.
import { STARTER_FILE } from '../../src/shared/starterFile'
import { escapeHtml } from '../service/plainText'
import { withPreloads, type ViteManifest } from './spaPreloads'

export function withAppStart(html: string, manifest: ViteManifest, preloads: string[], firstScreenDrawn: boolean): string {
  const entry = manifest['index.html']?.file
  const entryScript = entry && `<script type="module" crossorigin src="/${entry}"></script>`
  if (!firstScreenDrawn || !entryScript || !html.includes(entryScript)) return withPreloads(html, preloads)
  const starter = `<script defer src="/${STARTER_FILE}" data-entry="/${escapeHtml(entry)}" data-preloads="${escapeHtml(preloads.join(' '))}"></script>`
  return html.replace(entryScript, starter)
}
