// The composition root: every actor, the API client, the QueryClient and the router are created
// here once, wired to each other, and handed down. Nothing starts at module import.
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import Cookies from 'js-cookie'
import { createActor } from 'xstate'
import { createApi } from '../api/client'
import { MEMBER_SCOPE, createQueries } from '../api/queries'
import { createI18n } from '../i18n/i18n'
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, detectLanguage, htmlLang } from '../i18n/languages'
import { loadMessages } from '../i18n/locales'
import { depositGateMachine } from '../machines/depositGate/machine'
import type { GateCard } from '../machines/depositGate/types'
import { dialogMachine } from '../machines/dialogs/machine'
import { languageMachine } from '../machines/language/machine'
import { loadingMachine } from '../machines/loading/machine'
import { browserPwa, readPwaInput } from '../machines/pwa/actors'
import { pwaMachine } from '../machines/pwa/machine'
import { createSessionActors } from '../machines/session/actors'
import { sessionMachine } from '../machines/session/machine'
import { toastMachine } from '../machines/toasts/machine'
import { fromPromise } from 'xstate'
import { routeTree } from '../routeTree.gen'
import { API_BASE_URL, COMPANY_CODE } from './config'
import { subAgentCode } from './landingCodes'
import type { Services } from './services'
import { TOKEN_COOKIE, TOKEN_COOKIE_DAYS, cookieAttributes } from './storage'

export function createApp() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // The API client retries by DECISIONS.md; a second layer of retries would break its counts.
      queries: { retry: false, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  })
  const i18n = createI18n()
  const toasts = createActor(toastMachine)
  const loading = createActor(loadingMachine)
  const dialogs = createActor(dialogMachine)
  const pwa = createActor(
    pwaMachine.provide({
      actors: browserPwa.actors,
      actions: {
        ...browserPwa.actions,
        announceOfflineReady: () => toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'pwa.offline_ready' } }),
        keepForOffline: () => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.queryKey[0] !== MEMBER_SCOPE }),
      },
    }),
    { input: readPwaInput() },
  )

  const language = createActor(
    languageMachine.provide({
      actors: { loadLocale: fromPromise(({ input }) => loadMessages(input.language)) },
      actions: {
        addMessages: (_, { language: lng, messages }) => {
          i18n.addResourceBundle(lng, 'translation', messages, true, true)
        },
        apply: (_, { language: lng }) => {
          void i18n.changeLanguage(lng)
          document.documentElement.lang = htmlLang[lng]
          Cookies.set(LANGUAGE_COOKIE, lng, cookieAttributes(LANGUAGE_COOKIE_DAYS))
        },
        logFailure: (_, { language: lng, error }) => console.error(`Could not load the ${lng} messages`, error),
      },
    }),
    { input: { detected: detectLanguage(Cookies.get(LANGUAGE_COOKIE), navigator.languages), fallback: FALLBACK_LANGUAGE } },
  )

  // The session and the API client need each other: the client reads the token and reports 401s.
  let readToken = () => ''
  let reportUnauthorized = () => {}
  let navigateHome = () => {}
  const api = createApi({
    baseUrl: API_BASE_URL,
    headers: () => ({
      token: readToken(),
      domain: location.hostname,
      companyCode: COMPANY_CODE,
      lang: language.getSnapshot().context.current ?? language.getSnapshot().context.requested,
      subAgentCode: subAgentCode(),
    }),
    onUnauthorized: () => reportUnauthorized(),
    onFailure: (error) =>
      toasts.send({ type: 'toast.show', toast: { type: 'error', msg: `back.errorCode.${error.code}`, values: error.body.errorValues } }),
    onLoadingChange: (active) => loading.send({ type: active ? 'loading.start' : 'loading.end' }),
  })
  const queries = createQueries(api)

  const session = createActor(
    sessionMachine.provide({
      actors: createSessionActors(api),
      actions: {
        persistToken: (_, { token }) => Cookies.set(TOKEN_COOKIE, token, cookieAttributes(TOKEN_COOKIE_DAYS)),
        forgetSession: () => {
          Cookies.remove(TOKEN_COOKIE, { path: '/' })
          queryClient.removeQueries({ queryKey: [MEMBER_SCOPE] })
          dialogs.send({ type: 'dialog.sessionEnded' })
        },
        goHome: () => navigateHome(),
      },
    }),
    { input: { token: Cookies.get(TOKEN_COOKIE) ?? '' } },
  )
  readToken = () => session.getSnapshot().context.token
  reportUnauthorized = () => session.send({ type: 'http.unauthorized' })
  // A token that could not be checked offline is checked again once the network is back.
  window.addEventListener('online', () => session.send({ type: 'session.retry' }))

  const depositGate = createActor(
    depositGateMachine.provide({
      actors: {
        // Always asked of the server: a card verified by the operator a moment ago must count.
        loadCards: fromPromise<GateCard[]>(async () =>
          (await queryClient.fetchQuery({ ...queries.bankCards(session.getSnapshot().context.token), staleTime: 0 })).cards,
        ),
      },
      actions: { refuse: (_, { msg }) => toasts.send({ type: 'toast.show', toast: { type: 'error', msg } }) },
    }),
  )

  const services: Services = { api, queries, queryClient, i18n, session, dialogs, depositGate, toasts, loading, language, pwa }
  const router = createRouter({
    routeTree,
    context: services,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router asks it every time.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })

  navigateHome = () => void router.navigate({ to: '/' })

  // Guards read the session; when it settles or changes they must run again.
  let lastStatus = ''
  session.subscribe((snapshot) => {
    const status = String(typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0])
    if (status === lastStatus) return
    lastStatus = status
    void router.invalidate()
  })

  for (const actor of [toasts, loading, dialogs, depositGate, language, session, pwa]) actor.start()
  return { services, router }
}

export type AppRouter = ReturnType<typeof createApp>['router']

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
