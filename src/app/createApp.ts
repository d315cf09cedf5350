// The composition root: every actor, the API client, the QueryClient and the router are created
// here once, wired to each other, and handed down. Nothing starts at module import. On a phone the
// whole took a task of about 250 ms after the first paint, so it goes in steps, each in a task of its
// own (the first call of each library's code is most of the cost).
import { QueryClient } from '@tanstack/react-query'
import { createBrowserHistory, createRouter } from '@tanstack/react-router'
import Cookies from 'js-cookie'
import { createActor, waitFor, type ActorRefFrom } from 'xstate'
import { createClient } from '../api/client'
import { readFirstScreen } from '../api/firstScreen'
import type { MemberFact } from '../shared/calls/memberFacts'
import { MEMBER_SCOPE, factKey } from '../api/memberKeys'
import { pageLoaded } from './pageLoaded'
import { createQueries } from '../api/queries'
import { createI18n } from '../i18n/i18n'
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, detectLanguage, htmlLang } from '../shared/languages'
import { createMessageParts } from '../i18n/messages'
import type { DepositGateMachine } from '../machines/depositGate/machine'
import type { GateCard } from '../machines/depositGate/types'
import { dialogMachine } from '../machines/dialogs/machine'
import { selectDialogOpen } from '../machines/dialogs/selectors'
import { languageMachine } from '../machines/language/machine'
import { loadingMachine } from '../machines/loading/machine'
import type { MemberEventsEvent } from '../machines/memberEvents/types'
import { browserPwa, readPwaInput } from '../machines/pwa/actors'
import { pwaMachine } from '../machines/pwa/machine'
import { createSessionActors } from '../machines/session/actors'
import { sessionMachine } from '../machines/session/machine'
import { toastMachine } from '../machines/toasts/machine'
import { fromPromise } from 'xstate'
import { routeTree } from '../routeTree.gen'
import { API_BASE_URL, COMPANY_CODE } from '../shared/provider'
import { subAgentCode } from './landingCodes'
import type { FlowControl, Flows } from './flows'
import type { MemberEventStream } from './memberEventStream'
import type { Services } from './services'
import { TOKEN_COOKIE } from '../shared/sessionCookie'
import { TOKEN_COOKIE_DAYS, UNREAD_TOLD_COOKIE, cookieAttributes } from './storage'
import { nextTask } from './nextTask'

export async function createApp() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // The API client retries by DECISIONS.md; a second layer of retries would break its counts.
      queries: { retry: false, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  })
  const { i18n, addMessages } = createI18n()
  await nextTask()
  const toasts = createActor(toastMachine)
  const loading = createActor(loadingMachine)
  const dialogs = createActor(dialogMachine)
  await nextTask()
  const pwa = createActor(
    pwaMachine.provide({
      actors: browserPwa.actors,
      actions: {
        ...browserPwa.actions,
        // Not over a dialog: on a phone the toast covered the first visit's news pop-up and its button.
        announceOfflineReady: () =>
          void waitFor(dialogs, (s) => !selectDialogOpen(s)).then(() =>
            toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'pwa.offline_ready' } }),
          ),
        keepForOffline: () => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.queryKey[0] !== MEMBER_SCOPE }),
      },
    }),
    { input: readPwaInput() },
  )

  await nextTask()
  const messageParts = createMessageParts(addMessages, location.pathname)
  const language = createActor(
    languageMachine.provide({
      actors: { loadLocale: fromPromise(({ input }) => messageParts.load(input.language)) },
      actions: {
        addMessages: (_, { language: lng, messages }) => addMessages(lng, messages),
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
  let reportUnauthorized = (_token: string) => {}
  let refreshMember = () => {}
  /** Reads again what the member sees of these facts: member info through the session, the rest from the cache. */
  const refresh = (facts: readonly MemberFact[]) => {
    for (const fact of facts) {
      if (fact === 'memberInfo') refreshMember()
      else void queryClient.invalidateQueries({ queryKey: factKey(fact) })
    }
  }
  let navigateHome = () => {}
  let navigateTo = (_href: string) => {}
  const headers = () => ({
    token: readToken(),
    domain: location.hostname,
    companyCode: COMPANY_CODE,
    lang: language.getSnapshot().context.current ?? language.getSnapshot().context.requested,
    subAgentCode: subAgentCode(),
  })
  const { api, call } = createClient({
    baseUrl: API_BASE_URL,
    headers,
    onUnauthorized: (token) => reportUnauthorized(token),
    onFailure: (error) => {
      // The password step of an account with two-factor login answers "a code is next": the Login
      // dialog goes on to its code step, nothing failed.
      if (error.code === 'two_factor_required') return
      toasts.send({ type: 'toast.show', toast: { type: 'error', msg: `back.errorCode.${error.code}`, values: error.body.errorValues } })
    },
    onLoadingChange: (active) => loading.send({ type: active ? 'loading.start' : 'loading.end' }),
    onChanged: (facts) => refresh(facts),
    firstScreen: readFirstScreen(document, { token: Cookies.get(TOKEN_COOKIE) ?? '', age: () => performance.now() }),
  })
  const queries = createQueries(api)
  await nextTask()
  // Every multi-step member action (flows.ts) is created with the first page or dialog that needs
  // one, so a visitor's first page carries none of them. A load that failed is tried again next time.
  let flows: Promise<Flows> | null = null
  let createdFlows = (): FlowControl[] => []
  const loadFlows = () =>
    (flows ??= Promise.all([import('./flows'), import('./sharedIntents')]).then(
      ([{ createFlows }, { createSharedIntents }]) => {
        const made = createFlows({
          call,
          shared: createSharedIntents(indexedDB, crypto.randomUUID()),
          announce: (toast) => toasts.send({ type: 'toast.show', toast }),
          refresh,
          dialogs,
        })
        createdFlows = made.created
        return made.flows
      },
      (error: unknown) => {
        flows = null
        throw error
      },
    ))
  /** Tells every flow made so far; flows not made yet have nothing to hear. */
  const tellFlows = (event: { type: 'flow.reset' | 'flow.check' }) => {
    for (const flow of createdFlows()) flow.send(event)
  }

  const session = createActor(
    sessionMachine.provide({
      actors: createSessionActors(api),
      actions: {
        persistToken: (_, { token }) => Cookies.set(TOKEN_COOKIE, token, cookieAttributes(TOKEN_COOKIE_DAYS)),
        forgetSession: () => {
          Cookies.remove(TOKEN_COOKIE, { path: '/' })
          queryClient.removeQueries({ queryKey: [MEMBER_SCOPE] })
          dialogs.send({ type: 'dialog.sessionEnded' })
          tellFlows({ type: 'flow.reset' })
        },
        // A member with unread messages or customer-service replies is told so right after logging in,
        // once per browser session (the told flag has no expiry): the Unread dialog is offered to the
        // dialogs machine's queue, which opens it once the login dialog has closed and nothing else is open.
        welcome: (_, { member: { unread } }) => {
          if (unread.member + unread.service === 0 || Cookies.get(UNREAD_TOLD_COOKIE)) return
          Cookies.set(UNREAD_TOLD_COOKIE, '1', { path: '/', sameSite: 'lax', secure: location.protocol === 'https:' })
          dialogs.send({ type: 'dialog.offer', name: 'Unread' })
        },
        goHome: () => navigateHome(),
        resume: (_, { returnTo }) => navigateTo(returnTo),
      },
    }),
    { input: { token: Cookies.get(TOKEN_COOKIE) ?? '' } },
  )
  readToken = () => session.getSnapshot().context.token
  reportUnauthorized = (token) => session.send({ type: 'http.unauthorized', token })
  refreshMember = () => session.send({ type: 'session.refresh' })
  // A token that could not be checked offline is checked again once the network is back.
  // Requests whose outcome is unknown are asked about again too.
  window.addEventListener('online', () => {
    session.send({ type: 'session.retry' })
    tellFlows({ type: 'flow.check' })
  })

  // The deposit gate (machines/depositGate) is created with the first visit to the deposit page.
  let depositGate: Promise<ActorRefFrom<DepositGateMachine>> | null = null
  const loadDepositGate = () =>
    (depositGate ??= import('../machines/depositGate/machine').then(
      ({ depositGateMachine }) =>
        createActor(
          depositGateMachine.provide({
            actors: {
              // Always asked of the server: a card verified by the operator a moment ago must count.
              loadCards: fromPromise<GateCard[]>(async () =>
                (await queryClient.fetchQuery({ ...queries.bankCards(session.getSnapshot().context.member?.id ?? 0), staleTime: 0 })).cards,
              ),
            },
            actions: { refuse: (_, { msg }) => toasts.send({ type: 'toast.show', toast: { type: 'error', msg } }) },
          }),
        ).start(),
      (error: unknown) => {
        depositGate = null
        throw error
      },
    ))

  // The live events stream (memberEventStream.ts) is created with the first sign-in, once the page has
  // loaded: its code and the events' schemas (zod) never go ahead of what a signed-in first visit shows,
  // and the stream's first message brings the member's figures as they are then. A stream that could
  // not load is loaded again by the next thing that would move it (a sign-in, the network or the tab back).
  let memberEvents: Promise<MemberEventStream> | null = null
  const loadMemberEvents = () =>
    (memberEvents ??= pageLoaded().then(() => import('./memberEventStream')).then(
      ({ createMemberEventStream }) =>
        createMemberEventStream({ queryClient, queries, session, i18n, refresh, headers, announce: (toast) => toasts.send({ type: 'toast.show', toast }) }),
      (error: unknown) => {
        memberEvents = null
        throw error
      },
    ))
  /** One live stream per signed-in tab, closed when the session ends; then `event`, if any. */
  const tellMemberEvents = (event?: MemberEventsEvent) => {
    const tell = (stream: MemberEventStream) => {
      stream.send({ type: session.getSnapshot().matches('loggedIn') ? 'events.start' : 'events.stop' })
      if (event) stream.send(event)
    }
    if (session.getSnapshot().matches('loggedIn')) void loadMemberEvents().then(tell, () => {})
    else void memberEvents?.then(tell, () => {})
  }
  window.addEventListener('online', () => tellMemberEvents({ type: 'network.online' }))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tellMemberEvents({ type: 'tab.visible' })
  })

  const messagesComplete = (options?: { retryFailure: boolean }) => {
    const { current, requested } = language.getSnapshot().context
    return messageParts.complete(current ?? requested, options)
  }
  await nextTask()
  // The router's history is made a task before the router: together they took about 25 ms on this machine.
  const history = createBrowserHistory()
  await nextTask()
  const services: Services = { api, queries, queryClient, i18n, messagesComplete, session, dialogs, depositGate: loadDepositGate, toasts, loading, language, pwa, flows: loadFlows }
  const router = createRouter({
    routeTree,
    history,
    context: services,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router asks it every time.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })

  navigateHome = () => void router.navigate({ to: '/' })
  navigateTo = (href) => void router.navigate({ href })

  // Guards read the session; when it settles or changes they must run again.
  let lastStatus = ''
  session.subscribe((snapshot) => {
    const status = String(typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0])
    if (status === lastStatus) return
    lastStatus = status
    tellMemberEvents()
    void router.invalidate()
  })

  // Each in a task of its own: started together they took 20 ms on this machine, the service worker's
  // part (pwa) the most. The language goes first, as its locale file is the longest wait. Events sent to
  // one not started yet wait in its mailbox.
  for (const actor of [language, toasts, loading, dialogs, pwa]) {
    await nextTask()
    actor.start()
  }
  await nextTask()
  // The session starts in the task the router's first load does, as before the steps: a check that
  // settled in between would have the router load twice, the second time past the page's answers.
  session.start()
  const loaded = router.load()
  return { services, router, loaded }
}

export type AppRouter = Awaited<ReturnType<typeof createApp>>['router']

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
