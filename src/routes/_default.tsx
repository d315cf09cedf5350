import { Outlet, createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '../ui/errors/NotFoundView'
import { DefaultLayout } from '../ui/layout/DefaultLayout'

// The default layout: header, footer and the page between them.
export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
  notFoundComponent: NotFoundView,
})
