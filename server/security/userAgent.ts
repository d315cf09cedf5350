// The device and browser a member recognises, read from a user agent string. Only the families a
// member would name; anything else is '' and the site says "unknown".

const DEVICES: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

export function parseUserAgent(userAgent: string | null): { device: string; browser: string } {
  const ua = userAgent ?? ''
  const device = DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? ''
  return { device, browser }
}
