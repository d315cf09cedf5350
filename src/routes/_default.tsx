import { Outlet, createFileRoute, type ErrorComponentProps, type NotFoundRouteProps } from '@tanstack/react-router'
import { ErrorView } from '../ui/errors/ErrorView'
import { NotFoundView } from '../ui/errors/NotFoundView'
import { DefaultLayout } from '../ui/layout/DefaultLayout'

// The default layout: header, footer and the page between them. A page that fails to load (offline
// and never kept, a server error) or is not found keeps the frame: these views replace the layout's
// match, so each brings the layout with it, and the header, navigation, language and footer stay.
export const Route = createFileRoute('/_default')({
  // Not split: these views must show when the page's own code cannot load (offline), so they cannot
  // wait for a chunk of their own; what they render is in the entry already (the root uses it too).
  codeSplitGroupings: [],
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
  errorComponent: (props: ErrorComponentProps) => (
    <DefaultLayout>
      <ErrorView {...props} />
    </DefaultLayout>
  ),
  notFoundComponent: ({ data }: NotFoundRouteProps) => (
    <DefaultLayout>
      <NotFoundView data={data} />
    </DefaultLayout>
  ),
})
