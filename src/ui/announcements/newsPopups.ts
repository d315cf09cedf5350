import type { Announcement } from '../../shared/calls/content'
import type { OpenDialog } from '../../machines/dialogs/types'
import { NEWS_COOKIE, newsImageCookie } from '../../app/storage'

export type NewsPopup = Extract<OpenDialog, { name: 'AnnouncementPop' | 'AnnouncementImgPop' }>

/** How many of the latest text announcements AnnouncementPop shows. */
const NEWS_POP_COUNT = 3

export function latestTextAnnouncements(announcements: readonly Announcement[]): Announcement[] {
  return announcements.filter((a) => a.kind === 'text').slice(0, NEWS_POP_COUNT)
}

/**
 * The news pop-ups the home page owes a visitor, in the order they come: the latest announcements
 * once a day (news flag cookie), then each image announcement once a day (its own per-id cookie),
 * newest first. The dialogs machine's queue decides how many of them this visit opens.
 */
export function newsPopupsOwed(announcements: readonly Announcement[], hasCookie: (name: string) => boolean): NewsPopup[] {
  const text: NewsPopup[] = !hasCookie(NEWS_COOKIE) && latestTextAnnouncements(announcements).length > 0 ? [{ name: 'AnnouncementPop' }] : []
  const images = announcements.filter((a) => a.kind === 'image' && !hasCookie(newsImageCookie(a.id)))
  return [...text, ...images.map((a): NewsPopup => ({ name: 'AnnouncementImgPop', props: { id: a.id } }))]
}
