// The one sanitizer for HTML from the operator (announcements, promotions, legal pages, messages). An
// explicit allow-list: text formatting, lists, tables and links. No scripts, styles, forms, frames,
// media, event handlers or style attributes (the CSP would refuse inline styles anyway), and links
// only to http(s), mailto, tel or the site's own paths.
//
// The browser's own sanitizer (the HTML Sanitizer API's `setHTML`) does it where there is one; elsewhere
// DOMPurify, fetched the first time: its 11.5 KiB gzip came with every first visit of the home page
// (its news pop-ups), a third of the home page's own code. Either way the result is nodes, never a
// string parsed again (a sanitized string parsed anew can mutate into markup that was not sanitized).

import type { Config } from 'dompurify'

const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'h2', 'h3', 'h4', 'ul', 'ol', 'li',
  'blockquote', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]
const ALLOWED_ATTR = ['href', 'title', 'rel', 'colspan', 'rowspan']
/**
 * Tags that go while their text stays, as DOMPurify keeps the content of what it removes: an operator's
 * wrapping <div> or <font> must not take its words with it. The browser's sanitizer drops any other
 * tag with its content; DOMPurify keeps the text of those too, apart from scripts, styles and the like.
 */
const UNWRAPPED_TAGS = [
  'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'center', 'font', 'form', 'label',
  'button', 'figure', 'figcaption', 'sup', 'sub', 'code', 'pre', 'mark', 'abbr', 'cite', 'q', 'del', 'ins',
  'time', 'address', 'dl', 'dt', 'dd', 'h1', 'h5', 'h6', 'caption', 'tfoot', 'big', 'tt', 'details', 'summary',
]
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i

/** Operator HTML made safe, as nodes to put in the page. */
type Sanitize = (html: string) => DocumentFragment

type SanitizingElement = Element & { setHTML?: (html: string, options: { sanitizer: SanitizerConfig }) => void }

/** Links only where the allow-list lets them go; those that leave the site hand it no window.opener or address. */
function restrictLinks(root: DocumentFragment): DocumentFragment {
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? ''
    if (!SAFE_URL.test(href)) link.removeAttribute('href')
    else if (/^https?:/i.test(href)) link.setAttribute('rel', 'noopener noreferrer')
  }
  return root
}

/** The browser's own sanitizer, or null where it has none. It parses in a document of its own with no
 *  window, so nothing in the markup loads or runs before it is sanitized. */
function nativeSanitize(): Sanitize | null {
  const inert = document.implementation.createHTMLDocument('')
  const host: SanitizingElement = inert.createElement('div')
  const setHTML = host.setHTML
  if (typeof setHTML !== 'function') return null
  const sanitizer: SanitizerConfig = {
    elements: ALLOWED_TAGS,
    replaceWithChildrenElements: UNWRAPPED_TAGS,
    attributes: ALLOWED_ATTR,
    comments: false,
    dataAttributes: false,
  }
  return (html) => {
    setHTML.call(host, html, { sanitizer })
    const fragment = document.createDocumentFragment()
    fragment.append(...host.childNodes)
    return restrictLinks(fragment)
  }
}

async function loadDomPurify(): Promise<Sanitize> {
  const { default: DOMPurify } = await import('dompurify')
  // The site's URL rule is restrictLinks' alone, on both paths. Given to DOMPurify as its URL pattern, it
  // was held to every attribute DOMPurify does not know to be plain text: colspan="2" failed it and was dropped.
  const config: Config & { RETURN_DOM_FRAGMENT: true } = { ALLOWED_TAGS, ALLOWED_ATTR, KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true }
  return (html) => restrictLinks(DOMPurify.sanitize(html, config))
}

let chosen: Sanitize | Promise<Sanitize> | undefined

/** The sanitizer: the browser's own at once, or a promise of DOMPurify's, the same promise every time. */
export function sanitizer(): Sanitize | Promise<Sanitize> {
  chosen ??= nativeSanitize() ?? loadDomPurify()
  return chosen
}
