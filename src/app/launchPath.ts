// Apart from the launch machine's wiring (gameLaunch.ts), so a page that only links to games does
// not load that machine: the home page and the lobby need just this path.

/** Where a member opening a game goes; a visitor comes back here after logging in. */
export function launchPath(gameId: number): string {
  return `/launchLoading?gameId=${gameId}`
}
