import type { ReactNode } from 'react'
import { RealityCheckWatcher } from '../responsibleGaming/RealityCheckWatcher'
import { Footer } from './Footer'
import { Header } from './Header'

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-default">
      <Header />
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer />
      <RealityCheckWatcher />
    </div>
  )
}
