import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { transactionCategories, type TransactionCategory, type TransactionRecord } from '../../shared/calls/transactions'
import { useServices } from '../../app/services'
import { quickRange, quickRanges, rangeTimes, type DayRange, type RangeTimes } from '../bets/betRange'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'

const PAGE_SIZE = 20

function initialRange(): { range: DayRange; times: RangeTimes } {
  const range = quickRange('last30', new Date())
  const result = rangeTimes(range)
  if (!('times' in result)) throw new Error('the default range must be valid')
  return { range, times: result.times }
}

/** The statement the page first shows (the last 30 days, every type), for its loader. */
export function firstStatementRequest() {
  return { ...initialRange().times, page: 1, pageSize: PAGE_SIZE }
}

function isCategory(value: string): value is TransactionCategory | '' {
  return value === '' || transactionCategories.some((category) => category === value)
}

/** Every movement of the member's money and points with the wallet's balance after it, filtered by days and type. */
export function Statement() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  const [initial] = useState(initialRange)
  const [range, setRange] = useState(initial.range)
  const [times, setTimes] = useState(initial.times)
  const [category, setCategory] = useState<TransactionCategory | ''>('')
  const [page, setPage] = useState(1)
  const checked = rangeTimes(range)
  const error = 'error' in checked ? checked.error : null
  const statement = useQuery(queries.cashier.statement(member.id, { ...times, ...(category ? { category } : {}), page, pageSize: PAGE_SIZE }))
  const pages = statement.data ? Math.max(1, Math.ceil(statement.data.total / PAGE_SIZE)) : 1
  const today = new Date()

  // A bad range stays in the inputs with its error; the list keeps showing the last good one.
  const changeRange = (next: DayRange) => {
    setRange(next)
    const result = rangeTimes(next)
    if ('times' in result) {
      setTimes(result.times)
      setPage(1)
    }
  }
  const search = (event: FormEvent) => {
    event.preventDefault()
    if (error) return
    if (page === 1) void statement.refetch()
    else setPage(1)
  }

  const amountOf = (line: TransactionRecord, value: number, signed: boolean) =>
    line.wallet === 'point' ? format.number(value, { signed }) : format.money(value, member.currency, { signed })
  const walletOf = (line: TransactionRecord) =>
    line.wallet === 'platform' ? t('transactions.wallet.platform', { platform: line.platform ?? '' }) : t(`transactions.wallet.${line.wallet}`)

  return (
    <section className="bet-records" aria-labelledby="statement-title">
      <h2 id="statement-title" className="visually-hidden">
        {t('member.account_details.title')}
      </h2>
      <form className="bet-filters" onSubmit={search} noValidate aria-label={t('transactions.filters')}>
        <div className="button-row bet-quick-ranges">
          {quickRanges.map((kind) => {
            const picked = quickRange(kind, today)
            const active = picked.from === range.from && picked.to === range.to
            return (
              <button key={kind} type="button" className={active ? 'button' : 'button button-secondary'} aria-pressed={active} onClick={() => changeRange(picked)}>
                {t(`bets.quick.${kind}`)}
              </button>
            )
          })}
        </div>
        <div className="bet-filter-fields">
          <label className="field">
            <span>{t('bets.from')}</span>
            <input type="date" value={range.from} aria-invalid={error ? true : undefined} onChange={(event) => changeRange({ ...range, from: event.target.value })} />
          </label>
          <label className="field">
            <span>{t('bets.to')}</span>
            <input type="date" value={range.to} aria-invalid={error ? true : undefined} onChange={(event) => changeRange({ ...range, to: event.target.value })} />
          </label>
          <label className="field">
            <span>{t('transactions.type_filter')}</span>
            <select
              value={category}
              onChange={(event) => {
                if (!isCategory(event.target.value)) return
                setCategory(event.target.value)
                setPage(1)
              }}
            >
              <option value="">{t('transactions.all_types')}</option>
              {transactionCategories.map((value) => (
                <option key={value} value={value}>
                  {t(`transactions.category.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            {t('bets.search')}
          </button>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {errorText(`back.errorCode.${error.errorMessage}`, error.errorValues)}
          </p>
        )}
      </form>
      {statement.isPending && <div className="spinner" role="progressbar" aria-label={t('common.loading')} />}
      {statement.data?.total === 0 && <p className="empty">{t('transactions.empty')}</p>}
      {statement.data && statement.data.total > 0 && (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('member.account_details.title')}>
            <table className="bet-table">
              <caption className="visually-hidden">{t('member.account_details.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('transactions.column.time')}</th>
                  <th scope="col">{t('transactions.column.type')}</th>
                  <th scope="col">{t('transactions.column.wallet')}</th>
                  <th scope="col" className="num">{t('transactions.column.amount')}</th>
                  <th scope="col" className="num">{t('transactions.column.balance')}</th>
                  <th scope="col">{t('transactions.column.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {statement.data.transactions.map((line) => (
                  <tr key={line.id} data-testid="statement-line">
                    <td>
                      <time dateTime={line.createdAt}>{format.dateTime(line.createdAt)}</time>
                    </td>
                    {/* A kind another feature adds before its own name is translated reads as its type. */}
                    <td>{t([`transactions.kind.${line.kind}`, `transactions.category.${line.category}`])}</td>
                    <td>{walletOf(line)}</td>
                    <td className={`num ${line.amount > 0 ? 'amount-up' : 'amount-down'}`}>{amountOf(line, line.amount, true)}</td>
                    <td className="num">{amountOf(line, line.balance, false)}</td>
                    <td>{line.reference ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label={t('transactions.paging')}>
            <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('bets.previous')}
            </button>
            <span>{t('bets.page_of', { page, pages })}</span>
            <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('bets.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  )
}
