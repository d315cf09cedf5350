const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Plain text as the HTML of a message body: every character shown as typed, paragraphs and line breaks kept. */
export function plainTextToHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
  return escaped
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('')
}
