import { useState } from 'react'
import { quickRangeTimes, rangeTimes, type DayRange, type QuickRange } from './betRange'

/**
 * A list's day-range filter, starting on a quick range: the range as typed with its error, and the
 * times of the last valid range, which the list keeps showing while a bad range stays in the inputs.
 * `onValid` runs when a change makes a new valid range (the list goes back to its first page).
 */
export function useRangeFilter(initial: QuickRange, onValid: () => void) {
  const [start] = useState(() => quickRangeTimes(initial))
  const [range, setRange] = useState(start.range)
  const [times, setTimes] = useState(start.times)
  const checked = rangeTimes(range)
  return {
    range,
    times,
    error: 'error' in checked ? checked.error : null,
    change(next: DayRange) {
      setRange(next)
      const result = rangeTimes(next)
      if ('times' in result) {
        setTimes(result.times)
        onValid()
      }
    },
  }
}
