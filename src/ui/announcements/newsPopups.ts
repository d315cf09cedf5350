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
 * The next news pop-up the home page owes a visitor: the latest announcements once a day (news
 * flag cookie), then each image announcement once a day (its own per-id cookie), newest first.
 */
export function nextNewsPopup(announcements: readonly Announcement[], hasCookie: (name: string) => boolean): NewsPopup | null {
  if (!hasCookie(NEWS_COOKIE) && latestTextAnnouncements(announcements).length > 0) return { name: 'AnnouncementPop' }
  const image = announcements.find((a) => a.kind === 'image' && !hasCookie(newsImageCookie(a.id)))
  return image ? { name: 'AnnouncementImgPop', props: { id: image.id } } : null
}
