import { useFormat } from '../useFormat'

export function AnnouncementDate({ iso }: { iso: string }) {
  const { dateTime } = useFormat()
  return (
    <time className="news-date" dateTime={iso}>
      {dateTime(iso)}
    </time>
  )
}
