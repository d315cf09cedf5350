import { useTranslation } from 'react-i18next'
import type { SignInDay, SignInList } from '../../shared/calls/activity'
import { dateTimeFormat } from '../../shared/intlFormats'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import './signIn.css'

/** Monday-first weeks of the month, each day in its weekday column. */
function weeksOf(days: readonly SignInDay[]): (SignInDay | null)[][] {
  const first = days[0]
  if (!first) return []
  // 0 = Monday … 6 = Sunday; the date is a calendar date, so its UTC weekday is its weekday.
  const lead = (new Date(`${first.date}T00:00:00Z`).getUTCDay() + 6) % 7
  const cells: (SignInDay | null)[] = [...Array<null>(lead).fill(null), ...days]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** The calendar day in `timeZone` of an instant. */
function dateIn(iso: string, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso))
}

function stateOf(day: SignInDay, today: string, joined: string): 'signed' | 'today' | 'missed' | 'ahead' | 'before' {
  if (day.signed) return 'signed'
  if (day.date < joined) return 'before'
  if (day.date === today) return 'today'
  return day.date < today ? 'missed' : 'ahead'
}

/** The month of sign-ins: signed days with what they gave, today, missed days, and what each day ahead gives if the streak holds. */
export function SignInCalendar({ list }: { list: SignInList }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  // Days before the member joined were never theirs to sign.
  const joined = dateIn(member.createdAt, list.timeZone)
  const monthName = new Intl.DateTimeFormat(format.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${list.today}T00:00:00Z`))
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    dateTimeFormat(format.locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  )
  return (
    <div className="table-scroll">
      <table className="sign-in-calendar">
        <caption>{monthName}</caption>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(list.days).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />
                const state = stateOf(day, list.today, joined)
                return (
                  <td key={day.date} className={`sign-in-day sign-in-day-${state}`} aria-current={day.date === list.today ? 'date' : undefined} data-testid={day.date === list.today ? 'sign-in-today' : undefined}>
                    <span className="sign-in-date">{Number(day.date.slice(8))}</span>
                    {state !== 'before' && <span className="sign-in-state">{t(`sign_in.day.${state}`)}</span>}
                    {day.points > 0 && <span className="sign-in-reward">{t('sign_in.points_short', { points: format.number(day.points) })}</span>}
                    {day.tickets > 0 && <span className="sign-in-ticket">{t('sign_in.ticket_short', { count: day.tickets })}</span>}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
