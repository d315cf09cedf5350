import { useFormat } from '../useFormat'

/** A moment as the member reads it (date and time, their locale), with the ISO time for machines. */
export function DateTime({ iso, className }: { iso: string; className?: string }) {
  const format = useFormat()
  return (
    <time className={className} dateTime={iso}>
      {format.dateTime(iso)}
    </time>
  )
}
