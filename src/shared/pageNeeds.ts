// What a page needs before it can show, by its path: read by the site's guards and message loading,
// and by the server, which names those needs' scripts in the page it sends (server/routes/spaPreloads.ts).

/** Any path containing "member" needs a signed-in member (seed §5). */
export function needsMember(pathname: string): boolean {
  return pathname.toLowerCase().includes('member')
}

/** The pages that show only the first screen's messages (src/i18n/firstScreen.ts), so a first visit
 *  to one of them waits for nothing else. */
export function showsOnlyFirstScreen(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/Categories/')
}
