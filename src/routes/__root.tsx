import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useDeferredValue } from 'react'
import { useServices, type Services } from '../app/services'
import { selectDialogOpen } from '../machines/dialogs/selectors'
import { needsMember, showsOnlyFirstScreen } from '../shared/pageNeeds'
import { DialogHost } from '../ui/dialogs/DialogHost'
import { ErrorView } from '../ui/errors/ErrorView'
import { NotFoundView } from '../ui/errors/NotFoundView'
import { DefaultLayout } from '../ui/layout/DefaultLayout'
import { DocumentTitle } from '../ui/layout/DocumentTitle'
import { GlobalLoading } from '../ui/progress/GlobalLoading'
import { PageProgress } from '../ui/progress/PageProgress'
import { PwaNotices } from '../ui/pwa/PwaNotices'
import { ToastRegion } from '../ui/toast/ToastRegion'
import { memberGuard } from './-memberGuard'

export const Route = createRootRouteWithContext<Services>()({
  // The member layout guards its own pages; any other path containing "member" is guarded here (seed §5).
  beforeLoad: async ({ context, location, preload, matches }) => {
    // A page beyond the first screen shows messages the first visit did not load (i18n/firstScreen.ts).
    if (!showsOnlyFirstScreen(location.pathname)) await context.messagesComplete({ retryFailure: true })
    if (needsMember(location.pathname) && !matches.some((match) => match.routeId === '/_default/_member')) {
      await memberGuard(context, location, preload)
    }
  },
  component: Root,
  // An unknown path matches no layout; the 404 view still comes with the site's header and footer.
  notFoundComponent: ({ data }) => (
    <DefaultLayout>
      <NotFoundView data={data} />
    </DefaultLayout>
  ),
  errorComponent: ErrorView,
})

function Root() {
  const { language, dialogs } = useServices()
  // Until the first locale file is in, there is nothing to say in any language. The page then
  // mounts as a deferred render, which yields to the browser as it goes; a store's change alone
  // would render it synchronously, one long task on a phone.
  const hasLanguage = useDeferredValue(useSelector(language, (s) => s.context.current !== null))
  const dialogOpen = useSelector(dialogs, selectDialogOpen)
  if (!hasLanguage) return <div className="spinner" />
  return (
    <>
      <PageProgress />
      <DocumentTitle />
      {/* Behind a modal dialog the page can be neither reached nor read out. */}
      <div className="page" inert={dialogOpen} aria-hidden={dialogOpen || undefined}>
        <Outlet />
      </div>
      <DialogHost />
      <GlobalLoading />
      <PwaNotices />
      <ToastRegion />
    </>
  )
}
