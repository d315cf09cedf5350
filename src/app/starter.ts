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
  // Each file asked for costs the main thread 1-14 ms at 4x CPU (the fetch starting), and a member
  // page names about twenty: asked for in one task they made a long one (50-240 ms). The entry goes
  // first, as the largest and the first to run; the others follow a few to a task.
  const FILES_PER_TASK = 5
  const preloads = (starter.dataset.preloads ?? '').split(' ').filter(Boolean)
  const preloadSome = () => {
    for (const href of preloads.splice(0, FILES_PER_TASK)) append('link', { rel: 'modulepreload', href })
    if (preloads.length > 0) setTimeout(preloadSome)
  }
  const start = () => {
    append('script', { type: 'module', src: starter.dataset.entry ?? '' })
    setTimeout(preloadSome)
  }
  // The frame after `load` paints what loaded last; the app starts in the task after it.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
})()
