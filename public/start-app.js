// Starts the app once the first screen the server drew has loaded and painted, and keeps an install
// offer made before the app listens (why: server/routes/spaStart.ts; taken in src/machines/pwa/actors.ts).
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

  const append = (tag, properties) => document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '', ...properties }))
  const start = () => {
    for (const href of starter.dataset.preloads.split(' ').filter(Boolean)) append('link', { rel: 'modulepreload', href })
    append('script', { type: 'module', src: starter.dataset.entry })
  }
  // The frame after `load` paints what loaded last; the app starts in the task after it.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
})()
