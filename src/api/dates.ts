// Range filters (betting records, money records) send whole days: a start value begins at
// 00:00:00 and any other value ends at 23:59:59, in the member's local time with its offset.

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

function offset(date: Date): string {
  const minutes = -date.getTimezoneOffset()
  const sign = minutes >= 0 ? '+' : '-'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

export function rangeTimestamp(date: Date, edge: 'start' | 'end'): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  const time = edge === 'start' ? '00:00:00' : '23:59:59'
  const local = new Date(`${day}T${time}`)
  return `${day}T${time}${offset(local)}`
}
