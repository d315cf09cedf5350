// The app's start on a page whose first screen the server drew (server/routes/spaStart.ts): once that
// screen is complete (its images loaded and painted), not beside it, where on a phone's link the app's
// scripts would compete with its images and hold back its paint. Until then the drawn links work.
// The browser may offer installation before the app listens, so the offer is kept for it
// (src/machines/pwa/actors.ts takes it).
;(() => {
  const starter = document.currentScript
  let heldPrompt = null
  const holdPrompt = (event) => {
    event.preventDefault()
    heldPrompt = event
  }
  window.addEventListener('beforeinstallprompt', holdPrompt)
  window.takeInstallPrompt = () => {
    window.removeEventListener('beforeinstallprompt', holdPrompt)
    const prompt = heldPrompt
    heldPrompt = null
    return prompt
  }

  const start = () => {
    for (const href of starter.dataset.preloads.split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.crossOrigin = ''
    entry.src = starter.dataset.entry
    document.head.append(entry)
  }
  // The frame after `load` paints what loaded last; the app starts in the task after it.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
})()
