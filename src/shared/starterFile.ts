/** The file the build makes of the starter (src/app/starter.ts, vite.config.ts) at the site's root,
 *  which the server names in the pages it sends (server/routes/spaStart.ts). */
export const STARTER_FILE = 'start-app.js'
