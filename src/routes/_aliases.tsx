import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '../ui/layout/DefaultLayout'

// The default layout again, for legacy paths whose file names would clash with their modern twins
// in the generated route tree (/termsOfService beside /terms-of-service).
export const Route = createFileRoute('/_aliases')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
