// Starts the app once the first screen the server drew has loaded and painted, and keeps an install
// offer made before the app listens (why: server/routes/spaStart.ts; taken in src/machines/pwa/actors.ts).
// A classic script, not a module: the build minifies it alone into /start-app.js (vite.config.ts).
;(() => {
  const starter = document.currentScript as HTMLScriptElement
  let heldPrompt: Event | null = null
  const holdPrompt = (event: Event) => {
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

  const append = (tag: 'link' | 'script', properties: Partial<HTMLLinkElement & HTMLScriptElement>) =>
    document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '', ...properties }))
  const start = () => {
    for (const href of (starter.dataset.preloads ?? '').split(' ').filter(Boolean)) append('link', { rel: 'modulepreload', href })
    append('script', { type: 'module', src: starter.dataset.entry ?? '' })
  }
  // The frame after `load` paints what loaded last; the app starts in the task after it.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
})()
