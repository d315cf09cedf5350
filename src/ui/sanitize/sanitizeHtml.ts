// The one sanitizer for HTML from the operator (announcements, promotions, legal pages). An explicit
// allow-list: text formatting, lists, tables and links. No scripts, styles, forms, frames, media,
// event handlers or style attributes (the CSP would refuse inline styles anyway), and links only to
// http(s), mailto, tel or the site's own paths.
import DOMPurify from 'dompurify'

const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'h2', 'h3', 'h4', 'ul', 'ol', 'li',
  'blockquote', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]
const ALLOWED_ATTR = ['href', 'title', 'rel', 'colspan', 'rowspan']
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i

let hooked = false

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    // Links that leave the site must not hand it a window.opener or the page's address.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('rel', 'noopener noreferrer')
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URL, KEEP_CONTENT: true })
}
