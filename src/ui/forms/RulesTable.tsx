import type { ReactNode } from 'react'

/** A rules dialog's table: what each step or prize is (the row's header) and, in numbers, what it gives
 *  or its chance. The caption names it for screen readers; the rows are the caller's. */
export function RulesTable({ className, caption, headers, children }: { className: string; caption: string; headers: [string, string]; children: ReactNode }) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col" className="num">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
