import { use, useLayoutEffect, useRef } from 'react'
import { sanitizer } from './sanitizeHtml'

/** Renders operator HTML; the only place the site puts markup into the page, always as the sanitizer's nodes. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const chosen = sanitizer()
  // Where DOMPurify is the sanitizer, the first render waits for it under the page's or dialog's Suspense.
  const sanitize = chosen instanceof Promise ? use(chosen) : chosen
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitize(html))
  }, [sanitize, html])
  return <div ref={ref} className={className ? `rich-text ${className}` : 'rich-text'} />
}
