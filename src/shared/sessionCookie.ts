// The cookie the member's session token lives in (seed §3). The app writes it (app/storage.ts); the
// server only looks whether a page request carries one, to name the chunks a member's first visit
// needs (server/routes/spaPreloads.ts).
export const TOKEN_COOKIE = 'lh_token'
