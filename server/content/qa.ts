// The demo Q&A, grouped by topic; the texts themselves are in qa.json.
import { z } from 'zod'
import topics from './qa.json' with { type: 'json' }
import { textsSchema } from './translated'

const qaTopicSeed = z.object({
  slug: z.string(),
  name: textsSchema,
  items: z.array(z.object({ question: textsSchema, answer: textsSchema })),
})

export const qaSeeds = z.array(qaTopicSeed).parse(topics)
