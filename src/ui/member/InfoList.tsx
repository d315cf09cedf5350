import type { ReactNode } from 'react'

export function InfoList({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
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
