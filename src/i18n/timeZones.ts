// Which time zone a page's times are in, named as a member knows it: never by its IANA id.
import { dateTimeFormat } from '../shared/intlFormats'

/** The member's own time zone: the one their device is set to. */
export function memberTimeZone(): string {
  return dateTimeFormat('en-US', {}).resolvedOptions().timeZone
}

/** Time zones with a name a member knows (locales: time_zone.<key>); others are named by their offset. */
const namedZones: Record<string, string> = {
  'Asia/Seoul': 'korea',
  'Asia/Taipei': 'taipei',
  'Asia/Ho_Chi_Minh': 'vietnam',
  'Asia/Saigon': 'vietnam',
  UTC: 'utc',
  'Etc/UTC': 'utc',
}

/** The locale key of a zone's member-facing name, or its offset ("GMT+9") for a zone without one: never an IANA id. */
export function zoneName(timeZone: string, at = new Date()): { key: string } | { offset: string } {
  const key = namedZones[timeZone]
  if (key) return { key: `time_zone.${key}` }
  const offset = dateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value
  return { offset: offset ?? 'GMT' }
}
