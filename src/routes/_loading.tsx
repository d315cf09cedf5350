import { Outlet, createFileRoute } from '@tanstack/react-router'

// The loading layout: a full-screen splash, used when the installed app launches.
export const Route = createFileRoute('/_loading')({
  component: () => (
    <main className="layout-loading">
      <Outlet />
    </main>
  ),
})
