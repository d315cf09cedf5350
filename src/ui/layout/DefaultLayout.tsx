import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'
import { RealityCheckWatcher } from '../responsibleGaming/RealityCheckWatcher'

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
