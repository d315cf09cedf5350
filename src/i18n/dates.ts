// Every date and time a member reads, in one pattern per language (DECISIONS, "The member experience
// on a phone"): kr 2026.11.26 01:42, tw 2026/11/26 01:42, vn 26/11/2026 01:42, en 26 Nov 2026, 01:42,
// in the member's time zone. No time carries its zone: a page states it once, by the name timeZones.ts gives it.
// Built from digits rather than Intl's locale patterns, which differ from these (vn puts the time first,
// kr spells out 년 월 일 and 오전), and which load the locale's calendar data, one long task on a phone.
import type { Language } from '../shared/languages'
import { dateTimeFormat } from '../shared/intlFormats'

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

function wallClock(date: Date, timeZone: string | undefined): WallClock {
  if (timeZone === undefined) {
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() }
  }
  const parts = dateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
  }).formatToParts(date)
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour'), minute: field('minute') }
}

const two = (value: number) => String(value).padStart(2, '0')
const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function dayText(clock: WallClock, language: Language): string {
  const { year, month, day } = clock
  switch (language) {
    case 'kr':
      return `${year}.${two(month)}.${two(day)}`
    case 'tw':
      return `${year}/${two(month)}/${two(day)}`
    case 'vn':
      return `${two(day)}/${two(month)}/${year}`
    case 'en':
      return `${two(day)} ${englishMonths[month - 1]} ${year}`
  }
}

function timeText(clock: WallClock): string {
  return `${two(clock.hour)}:${two(clock.minute)}`
}

/** A moment: date and 24-hour time. `timeZone` is for tests and the server's zone; members see their own. */
export function formatDateTime(when: string | number, language: Language, timeZone?: string): string {
  const clock = wallClock(new Date(when), timeZone)
  return `${dayText(clock, language)}${language === 'en' ? ', ' : ' '}${timeText(clock)}`
}

/** A day, for what is dated rather than timed: an announcement, a promotion's period, a legal page's update. */
export function formatDate(when: string | number, language: Language, timeZone?: string): string {
  return dayText(wallClock(new Date(when), timeZone), language)
}

/** When something was last read: the time of day, with the date when it was not today. */
export function formatReadAt(epochMs: number, language: Language, now = Date.now(), timeZone?: string): string {
  const clock = wallClock(new Date(epochMs), timeZone)
  const today = wallClock(new Date(now), timeZone)
  const sameDay = clock.year === today.year && clock.month === today.month && clock.day === today.day
  return sameDay ? timeText(clock) : formatDateTime(epochMs, language, timeZone)
}
