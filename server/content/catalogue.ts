// The demo game catalogue: the category tree (category → provider → optional game type) and a
// deterministic list of a little over 500 games whose names are composed from translated words,
// so every name exists in all four languages. The providers and the words are in catalogue.json.
import { z } from 'zod'
import catalogue from './catalogue.json' with { type: 'json' }
import { textsSchema, translated, type Texts } from './translated'

export interface CategorySeed {
  slug: string
  name: Texts
  children?: CategorySeed[]
  /** Games placed directly in this category (a provider's, unless it has game-type children). */
  games?: GameNameSeed[]
}

interface GameNameSeed {
  slug: string
  name: ReturnType<typeof translated>
}

type Word = Texts

const wordList = z.array(textsSchema)

const words = z
  .object({
    providers: z.array(z.object({ slug: z.string(), name: z.string() })),
    adjectives: wordList,
    slotNouns: wordList,
    fishingNouns: wordList,
    cardGames: wordList,
    cardVariants: wordList,
    liveVariants: wordList,
    sports: wordList,
    lotteries: wordList,
    draws: wordList,
    liveGames: z.object({ baccarat: textsSchema, roulette: textsSchema, blackjack: textsSchema, dragonTiger: textsSchema, sicBo: textsSchema, moneyWheel: textsSchema }),
  })
  .parse(catalogue)

export const providers = words.providers
const { adjectives, slotNouns, fishingNouns, cardGames, cardVariants, liveVariants, sports, lotteries, draws } = words
const { baccarat, roulette, blackjack, dragonTiger, sicBo, moneyWheel } = words.liveGames

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

/** "Golden Dragon": adjective first in English, Korean and Chinese (no space), noun first in Vietnamese. */
function adjectiveNoun([aEn, aKr, aTw, aVn]: Word, [nEn, nKr, nTw, nVn]: Word): GameNameSeed {
  return { slug: slugify(`${aEn} ${nEn}`), name: translated([`${aEn} ${nEn}`, `${aKr} ${nKr}`, `${aTw}${nTw}`, `${nVn} ${aVn}`]) }
}

/** "Speed Baccarat 3": a game type with its variant and, for live tables, the table's number. */
function variantName([vEn, vKr, vTw, vVn]: Word, [tEn, tKr, tTw, tVn]: Word, table?: number): GameNameSeed {
  const suffix = table === undefined ? '' : ` ${table}`
  return {
    slug: slugify(`${vEn} ${tEn}${suffix}`),
    name: translated([`${vEn} ${tEn}${suffix}`, `${vKr} ${tKr}${suffix}`, `${vTw}${tTw}${suffix}`, `${tVn} ${vVn}${suffix}`]),
  }
}

/** `count` distinct adjective-noun names; `offset` gives each provider its own part of the grid. */
function composedNames(nouns: Word[], count: number, offset: number): GameNameSeed[] {
  const total = adjectives.length * nouns.length
  // Stepping by a number coprime with the grid's size visits every pair once before repeating.
  const step = [7, 11, 13, 17, 19, 23].find((n) => total % n !== 0) ?? 1
  return Array.from({ length: count }, (_, i) => {
    const index = (offset + i * step) % total
    return adjectiveNoun(adjectives[index % adjectives.length]!, nouns[Math.floor(index / adjectives.length)]!)
  })
}

function tables(type: Word, variants: Word[], perVariant: number): GameNameSeed[] {
  return variants.flatMap((variant) => Array.from({ length: perVariant }, (_, i) => variantName(variant, type, i + 1)))
}

function rotate<T>(items: T[], by: number): T[] {
  return [...items.slice(by % items.length), ...items.slice(0, by % items.length)]
}

/** A provider's sub-category, named by the provider's brand in every language. */
function provider(slug: string, content: Pick<CategorySeed, 'games' | 'children'>): CategorySeed {
  const seed = providers.find((p) => p.slug === slug)
  if (!seed) throw new Error(`unknown provider ${slug}`)
  return { slug, name: [seed.name, seed.name, seed.name, seed.name], ...content }
}

function liveType(slug: string, type: Word, perVariant: number): CategorySeed {
  return { slug, name: type, games: tables(type, liveVariants, perVariant) }
}

export const categoryTree: CategorySeed[] = [
  {
    slug: 'slots',
    name: ['Slots', '슬롯', '老虎機', 'Nổ hũ'],
    children: ['pragmatic', 'pg-soft', 'jili', 'cq9', 'habanero'].map((slug, i) => provider(slug, { games: composedNames(slotNouns, 45, i * 80) })),
  },
  {
    slug: 'live-casino',
    name: ['Live casino', '라이브 카지노', '真人視訊', 'Casino trực tiếp'],
    children: [
      provider('evolution', {
        children: [
          liveType('baccarat', baccarat, 3),
          liveType('roulette', roulette, 3),
          liveType('blackjack', blackjack, 3),
          { slug: 'game-shows', name: ['Game shows', '게임쇼', '遊戲節目', 'Game show'], games: tables(moneyWheel, liveVariants, 3) },
        ],
      }),
      provider('sa-gaming', { children: [liveType('baccarat', baccarat, 3), liveType('dragon-tiger', dragonTiger, 3)] }),
      provider('dream-gaming', { children: [liveType('baccarat', baccarat, 3), liveType('sic-bo', sicBo, 2)] }),
    ],
  },
  {
    slug: 'sports',
    name: ['Sports', '스포츠', '體育', 'Thể thao'],
    children: ['saba', 'bti', 'cmd368'].map((slug) =>
      provider(slug, { games: sports.map((sport) => ({ slug: slugify(sport[0]), name: translated(sport) })) }),
    ),
  },
  {
    slug: 'lottery',
    name: ['Lottery', '복권', '彩券', 'Xổ số'],
    children: ['tc-gaming', 'vr-lottery', 'gw-lottery'].map((slug, i) =>
      provider(slug, { games: rotate(lotteries.flatMap((lottery) => draws.map((draw) => variantName(draw, lottery))), i * 5).slice(0, 15) }),
    ),
  },
  {
    slug: 'fishing',
    name: ['Fishing', '피싱 게임', '捕魚', 'Bắn cá'],
    children: ['jili', 'ka-gaming', 'cq9'].map((slug, i) => provider(slug, { games: composedNames(fishingNouns, 15, i * 40) })),
  },
  {
    slug: 'cards',
    name: ['Card games', '카드 게임', '棋牌', 'Game bài'],
    children: ['kingmaker', 'v8-poker', 'tp-gaming'].map((slug, i) =>
      provider(slug, { games: rotate(cardGames.flatMap((type) => cardVariants.map((variant) => variantName(variant, type))), i * 17).slice(0, 25) }),
    ),
  },
]
