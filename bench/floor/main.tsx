// The framework floor `npm run bench` measures the site against: the site's libraries at the same
// versions, each used the way the site uses it, rendering one route with one translated heading.
// Anything the site loads beyond this is the site's own cost.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import i18next from 'i18next'
import Cookies from 'js-cookie'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createMachine } from 'xstate'

const resources = {
  en: { translation: { heading: 'Games, live casino and sports' } },
  kr: { translation: { heading: '게임, 라이브 카지노, 스포츠' } },
}
const language = Cookies.get('lang') === 'kr' || navigator.language.startsWith('ko') ? 'kr' : 'en'
await i18next.init({ lng: language, resources })

const page = createMachine({ id: 'page', initial: 'shown', states: { shown: {} } })

function Home() {
  const { t } = useTranslation()
  const [snapshot] = useMachine(page)
  return <h1 data-state={String(snapshot.value)}>{t('heading')}</h1>
}

const rootRoute = createRootRoute()
const router = createRouter({ routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home })]) })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  </StrictMode>,
)
