import type { ReactNode } from 'react'

/** Labelled facts (an order, an account to pay into, the figures of a wallet), two columns from tablet width up. */
export function FactsList({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
