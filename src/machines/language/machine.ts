import { assign, fromPromise, setup } from 'xstate'
import type { Language, LanguageContext, LanguageEvent, LanguageInput, Messages } from './types'

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
  },
  actors: {
    loadLocale: fromPromise<Messages, { language: Language }>(() =>
      Promise.reject(new Error('provide loadLocale with machine.provide()')),
    ),
  },
  actions: {
    addMessages: (_, _params: { language: Language; messages: Messages }) => {},
    apply: (_, _params: { language: Language }) => {},
    logFailure: (_, _params: { language: Language; error: unknown }) => {},
  },
  guards: {
    isLoaded: ({ context, event }) => context.loaded.includes(event.language),
    isCurrent: ({ context, event }) => context.current === event.language,
    hasLanguage: ({ context }) => context.current !== null,
    canFallBack: ({ context }) => context.requested !== context.fallback,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ current: null, requested: input.detected, fallback: input.fallback, loaded: [] }),
  initial: 'loading',
  states: {
    // The requested language's file is on its way; the page keeps the language it has meanwhile.
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadLocale',
        src: 'loadLocale',
        input: ({ context }) => ({ language: context.requested }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'addMessages', params: ({ context, event }) => ({ language: context.requested, messages: event.output }) },
            assign({
              current: ({ context }) => context.requested,
              loaded: ({ context }) => [...context.loaded, context.requested],
            }),
            { type: 'apply', params: ({ context }) => ({ language: context.requested }) },
          ],
        },
        onError: [
          // A failed switch: stay in the language already shown.
          {
            guard: 'hasLanguage',
            target: 'ready',
            actions: [
              { type: 'logFailure', params: ({ context, event }) => ({ language: context.requested, error: event.error }) },
              assign({ requested: ({ context }) => context.current ?? context.fallback }),
            ],
          },
          // The first file failed: try the fallback language instead.
          {
            guard: 'canFallBack',
            target: 'loading',
            reenter: true,
            actions: [
              { type: 'logFailure', params: ({ context, event }) => ({ language: context.requested, error: event.error }) },
              assign({ requested: ({ context }) => context.fallback }),
            ],
          },
          // Even the fallback failed: show the keys rather than nothing.
          {
            target: 'ready',
            actions: [
              { type: 'logFailure', params: ({ context, event }) => ({ language: context.requested, error: event.error }) },
              assign({ current: ({ context }) => context.fallback }),
              { type: 'apply', params: ({ context }) => ({ language: context.fallback }) },
            ],
          },
        ],
      },
    },
    // A language is shown; switching to one already loaded is immediate, any other loads first.
    ready: {
      on: {
        'language.switch': [
          { guard: 'isCurrent' },
          {
            guard: 'isLoaded',
            actions: [
              assign({ current: ({ event }) => event.language, requested: ({ event }) => event.language }),
              { type: 'apply', params: ({ event }) => ({ language: event.language }) },
            ],
          },
          { target: 'loading', actions: assign({ requested: ({ event }) => event.language }) },
        ],
      },
    },
  },
})

export type LanguageMachine = typeof languageMachine
