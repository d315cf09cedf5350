import { describe, expect, it } from 'vitest'
import { isInstalledApp, isIos } from './platform'

const ua = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneHomeScreen: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ipadHomeScreen: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
}

describe('platform', () => {
  it('knows iOS, including iPadOS that reports a Mac, and not a Mac without touch', () => {
    expect(isIos({ userAgent: ua.iphoneSafari, maxTouchPoints: 5, standalone: false })).toBe(true)
    expect(isIos({ userAgent: ua.ipadDesktopMode, maxTouchPoints: 5, standalone: false })).toBe(true)
    expect(isIos({ userAgent: ua.ipadDesktopMode, maxTouchPoints: 0, standalone: false })).toBe(false)
    expect(isIos({ userAgent: ua.androidChrome, maxTouchPoints: 5, standalone: false })).toBe(false)
  })

  it('counts standalone display, or iOS outside Safari, as installed', () => {
    expect(isInstalledApp({ userAgent: ua.androidChrome, maxTouchPoints: 5, standalone: true })).toBe(true)
    expect(isInstalledApp({ userAgent: ua.androidChrome, maxTouchPoints: 5, standalone: false })).toBe(false)
    expect(isInstalledApp({ userAgent: ua.iphoneHomeScreen, maxTouchPoints: 5, standalone: false })).toBe(true)
    expect(isInstalledApp({ userAgent: ua.ipadHomeScreen, maxTouchPoints: 5, standalone: false })).toBe(true)
    expect(isInstalledApp({ userAgent: ua.iphoneSafari, maxTouchPoints: 5, standalone: false })).toBe(false)
    expect(isInstalledApp({ userAgent: ua.ipadDesktopMode, maxTouchPoints: 5, standalone: false })).toBe(false)
  })
})
