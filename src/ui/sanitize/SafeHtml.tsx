import { useMemo } from 'react'
import { sanitizeHtml } from './sanitizeHtml'

/** Renders operator HTML; the only place the site sets inner HTML, always through the sanitizer. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />
}
