// A link of a page the server draws before the app runs, as the router's Link renders it.
import { escapeHtml } from '../service/plainText'

/** A link as the router's Link renders it, marked active (class, data-status, aria-current) on its own page. */
export function shellLink(href: string, label: string, { className, current }: { className?: string; current: boolean }): string {
  const classes = [className, current ? 'active' : undefined].filter(Boolean).join(' ')
  const active = current ? ' data-status="active" aria-current="page"' : ''
  return `<a${classes ? ` class="${classes}"` : ''} href="${escapeHtml(href)}"${active}>${escapeHtml(label)}</a>`
}
