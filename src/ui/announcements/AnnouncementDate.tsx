import { useFormat } from '../useFormat'

export function AnnouncementDate({ iso }: { iso: string }) {
  const { date } = useFormat()
  return (
    <time className="news-date" dateTime={iso}>
      {date(iso)}
    </time>
  )
}
