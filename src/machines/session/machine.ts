import { assign, fromPromise, setup } from 'xstate'
import { SessionCheckError, type SessionContext, type SessionEvent, type SessionInput, type SessionMember } from './types'

const notProvided = () => Promise.reject(new Error('provide this actor with machine.provide()'))

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    verifyToken: fromPromise<SessionMember, { token: string }>(notProvided),
    loadMember: fromPromise<SessionMember, { token: string }>(notProvided),
    logout: fromPromise<void, { token: string }>(notProvided),
  },
  actions: {
    persistToken: (_, _params: { token: string }) => {},
    forgetSession: () => {},
    goHome: () => {},
    /** A login or a registration (not a restored session) has just made this member's session. */
    welcome: (_, _params: { member: SessionMember }) => {},
    /** After a login that a member page asked for, the page the visitor was going to. */
    resume: (_, _params: { returnTo: string }) => {},
    remember: assign({ returnTo: ({ event }) => (event.type === 'session.required' ? event.returnTo : null) }),
    forgetReturn: assign({ returnTo: null }),
    keepChallenge: assign({ challenge: ({ event }) => (event.type === 'session.codeRequired' ? event.challenge : null) }),
    keepUnread: assign({
      member: ({ context, event }) =>
        event.type === 'session.unread' && context.member ? { ...context.member, unread: { member: event.member, service: event.service } } : context.member,
    }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== '',
    wasGoingSomewhere: ({ context }) => context.returnTo !== null,
    /** A 401 ends the session whose token it answered, not a newer one: a call sent before a new login may answer late. */
    currentTokenRefused: ({ context, event }) => event.type === 'http.unauthorized' && event.token === context.token,
    tokenRefused: ({ event }) =>
      'error' in event && event.error instanceof SessionCheckError && event.error.reason === 'unauthorized',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, member: null, returnTo: null, challenge: null }),
  initial: 'booting',
  states: {
    // Decides at start whether there is a stored token worth checking.
    booting: {
      always: [{ guard: 'hasStoredToken', target: 'checking' }, { target: 'loggedOut' }],
    },
    // A token from the cookie is checked with checkToken before anything treats it as a session.
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'verifyToken',
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'loggedIn', actions: assign({ member: ({ event }) => event.output }) },
        onError: [{ guard: 'tokenRefused', target: 'loggedOut' }, { target: 'unverified' }],
      },
      on: { 'http.unauthorized': { guard: 'currentTokenRefused', target: 'loggedOut' } },
    },
    // The server could not be reached to check the token: keep it, but open no member page, until
    // the app retries (back online, or the member asks).
    unverified: {
      on: {
        'session.required': { actions: 'remember' },
        'session.retry': 'checking',
        'session.logout': 'loggedOut',
        'http.unauthorized': { guard: 'currentTokenRefused', target: 'loggedOut' },
        'session.authenticated': {
          target: 'signingIn',
          actions: [assign({ token: ({ event }) => event.token }), { type: 'persistToken', params: ({ event }) => ({ token: event.token }) }],
        },
        'session.codeRequired': { target: 'awaitingCode', actions: 'keepChallenge' },
      },
    },
    // A visitor: no token, no member info, nothing member-only cached.
    loggedOut: {
      entry: [assign({ token: '', member: null, challenge: null }), 'forgetSession'],
      on: {
        'session.required': { actions: 'remember' },
        'session.authenticated': {
          target: 'signingIn',
          actions: [assign({ token: ({ event }) => event.token }), { type: 'persistToken', params: ({ event }) => ({ token: event.token }) }],
        },
        'session.codeRequired': { target: 'awaitingCode', actions: 'keepChallenge' },
      },
    },
    // The password was right and the account has two-factor login: the Login dialog asks for a code
    // under the server's challenge. No token exists: one stored but not yet checked is dropped, as
    // the login replaces it (the password step's 401 would have refused it anyway).
    awaitingCode: {
      entry: [assign({ token: '', member: null }), 'forgetSession'],
      on: {
        'session.authenticated': {
          target: 'signingIn',
          actions: [assign({ token: ({ event }) => event.token, challenge: null }), { type: 'persistToken', params: ({ event }) => ({ token: event.token }) }],
        },
        // Back to the password: the member left the dialog, or the challenge expired.
        'session.codeCancelled': 'loggedOut',
      },
    },
    // Login or registration gave a token; the member info makes it a usable session.
    signingIn: {
      tags: ['pending'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: 'wasGoingSomewhere',
            target: 'loggedIn',
            actions: [
              assign({ member: ({ event }) => event.output }),
              { type: 'welcome', params: ({ event }) => ({ member: event.output }) },
              { type: 'resume', params: ({ context }) => ({ returnTo: context.returnTo ?? '/' }) },
              'forgetReturn',
            ],
          },
          {
            target: 'loggedIn',
            actions: [assign({ member: ({ event }) => event.output }), { type: 'welcome', params: ({ event }) => ({ member: event.output }) }],
          },
        ],
        onError: 'loggedOut',
      },
      on: { 'http.unauthorized': { guard: 'currentTokenRefused', target: 'loggedOut' } },
    },
    // A member with a verified token.
    loggedIn: {
      initial: 'idle',
      on: {
        'session.logout': { target: 'loggingOut', actions: 'forgetReturn' },
        'http.unauthorized': { guard: 'currentTokenRefused', target: 'loggedOut' },
        // The live stream's unread counts, without a round trip for the whole member info.
        'session.unread': { actions: 'keepUnread' },
      },
      states: {
        // Member info is current.
        idle: { on: { 'session.refresh': 'refreshing' } },
        // Member info is being read again (unread counts, flags) without leaving the session.
        refreshing: {
          // Counts pushed while the read is out are newer than what it may answer: it is sent again.
          on: { 'session.unread': { target: 'refreshing', reenter: true, actions: 'keepUnread' } },
          invoke: {
            id: 'refreshMember',
            src: 'loadMember',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'idle', actions: assign({ member: ({ event }) => event.output }) },
            onError: 'idle',
          },
        },
      },
    },
    // The server is told to revoke the token; the session ends here whatever it answers.
    loggingOut: {
      tags: ['pending'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'loggedOut', actions: 'goHome' },
        onError: { target: 'loggedOut', actions: 'goHome' },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
