import { Outlet, createFileRoute } from '@tanstack/react-router'

// The healthcheck layout: no header, footer or member state, so it works when little else does.
export const Route = createFileRoute('/_healthcheck')({
  component: () => (
    <main className="layout-healthcheck">
      <Outlet />
    </main>
  ),
})
