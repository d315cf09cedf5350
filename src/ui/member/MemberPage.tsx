import type { ReactNode } from 'react'
import { PageHeader } from '../layout/PageHeader'
import { introKeyOf, titleKeyOf, type MemberPagePath } from '../../shared/memberPages'

/** A member page's frame: its title and introduction from the member page list, then its content. */
export function MemberPage({ path, children }: { path: MemberPagePath; children?: ReactNode }) {
  return (
    <section className="member-page">
      <PageHeader titleKey={titleKeyOf(path)} introKey={introKeyOf(path)} />
      {children}
    </section>
  )
}
