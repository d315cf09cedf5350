// Which platform the site runs on, for the installed-app flag and the install offer. There is no
// standard "is installed" API; these are the signals browsers do give.

export interface PlatformSignals {
  userAgent: string
  maxTouchPoints: number
  /** `(display-mode: standalone)` matches. */
  standalone: boolean
}

export function isIos({ userAgent, maxTouchPoints }: PlatformSignals): boolean {
  // iPadOS Safari sends a Mac user agent by default; only the touch screen gives it away.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

/** Standalone display, or iOS without "Safari" in the user agent (a home-screen web app). */
export function isInstalledApp(signals: PlatformSignals): boolean {
  return signals.standalone || (isIos(signals) && !/Safari/.test(signals.userAgent))
}
