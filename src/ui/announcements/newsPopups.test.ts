import { describe, expect, it } from 'vitest'
import type { Announcement } from '../../shared/calls/content'
import { NEWS_COOKIE, newsImageCookie } from '../../app/storage'
import { latestTextAnnouncements, newsPopupsOwed } from './newsPopups'

const announcement = (id: number, kind: Announcement['kind']): Announcement => ({
  id,
  kind,
  title: `#${id}`,
  html: '<p>text</p>',
  image: kind === 'image' ? `/media/announcements/${id}.svg` : null,
  publishedAt: '2026-03-01T00:00:00.000Z',
})
const news = [announcement(7, 'image'), announcement(6, 'text'), announcement(5, 'text'), announcement(4, 'image'), announcement(3, 'text'), announcement(2, 'text')]

describe('news pop-ups', () => {
  it('owes the latest text announcements first, then each image announcement, newest first', () => {
    expect(newsPopupsOwed(news, () => false)).toEqual([
      { name: 'AnnouncementPop' },
      { name: 'AnnouncementImgPop', props: { id: 7 } },
      { name: 'AnnouncementImgPop', props: { id: 4 } },
    ])
  })

  it('owes only what has no flag cookie yet', () => {
    const seen = new Set([NEWS_COOKIE, newsImageCookie(7)])
    expect(newsPopupsOwed(news, (name) => seen.has(name))).toEqual([{ name: 'AnnouncementImgPop', props: { id: 4 } }])
  })

  it('owes nothing when every flag is set or there is no news', () => {
    expect(newsPopupsOwed(news, () => true)).toEqual([])
    expect(newsPopupsOwed([], () => false)).toEqual([])
  })

  it('puts the three latest text announcements in AnnouncementPop', () => {
    expect(latestTextAnnouncements(news).map((a) => a.id)).toEqual([6, 5, 3])
  })
})
