// The legal pages as the operator publishes them (legal.json): an intro and HTML sections per
// language. The responsible gaming page also lists the tools a member can use (those of
// src/shared/calls/responsibleGaming.ts, set by the member, never by request) and where to find help.
import { z } from 'zod'
import pages from './legal.json' with { type: 'json' }
import { textsSchema } from './translated'

const legalSeed = z.object({
  intro: textsSchema,
  sections: z.array(z.object({ heading: textsSchema, html: textsSchema })),
})

export const legalSeeds = z.object({ privacy: legalSeed, terms: legalSeed, responsible: legalSeed }).parse(pages)
