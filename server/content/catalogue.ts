// The demo game catalogue: the category tree (category → provider → optional game type) and a
// deterministic list of a little over 500 games whose names are composed from translated words,
// so every name exists in all four languages.
import { translated, type Texts } from './translated'

export interface ProviderSeed {
  slug: string
  name: string
}

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

export const providers: ProviderSeed[] = [
  { slug: 'pragmatic', name: 'Pragmatic Play' },
  { slug: 'pg-soft', name: 'PG Soft' },
  { slug: 'jili', name: 'JILI' },
  { slug: 'cq9', name: 'CQ9' },
  { slug: 'habanero', name: 'Habanero' },
  { slug: 'evolution', name: 'Evolution' },
  { slug: 'sa-gaming', name: 'SA Gaming' },
  { slug: 'dream-gaming', name: 'Dream Gaming' },
  { slug: 'saba', name: 'SABA Sports' },
  { slug: 'bti', name: 'BTi' },
  { slug: 'cmd368', name: 'CMD368' },
  { slug: 'tc-gaming', name: 'TC Gaming' },
  { slug: 'vr-lottery', name: 'VR Lottery' },
  { slug: 'gw-lottery', name: 'GW Lottery' },
  { slug: 'ka-gaming', name: 'KA Gaming' },
  { slug: 'kingmaker', name: 'Kingmaker' },
  { slug: 'v8-poker', name: 'V8 Poker' },
  { slug: 'tp-gaming', name: 'TP Gaming' },
]

type Word = Texts

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

const adjectives: Word[] = [
  ['Golden', '황금', '黃金', 'Vàng'],
  ['Lucky', '행운의', '幸運', 'May Mắn'],
  ['Mighty', '위대한', '威武', 'Dũng Mãnh'],
  ['Royal', '로열', '皇家', 'Hoàng Gia'],
  ['Wild', '와일드', '狂野', 'Hoang Dã'],
  ['Jade', '비취', '翡翠', 'Ngọc Bích'],
  ['Crimson', '진홍', '赤紅', 'Đỏ Thắm'],
  ['Mystic', '신비한', '神秘', 'Huyền Bí'],
  ['Blazing', '불타는', '烈焰', 'Rực Lửa'],
  ['Silver', '은빛', '白銀', 'Bạc'],
  ['Thunder', '천둥', '雷霆', 'Sấm Sét'],
  ['Fortune', '포춘', '財富', 'Phú Quý'],
  ['Diamond', '다이아몬드', '鑽石', 'Kim Cương'],
  ['Ancient', '고대', '遠古', 'Cổ Đại'],
  ['Midnight', '한밤의', '午夜', 'Nửa Đêm'],
  ['Emperor', '황제의', '帝王', 'Hoàng Đế'],
  ['Sweet', '달콤한', '甜蜜', 'Ngọt Ngào'],
  ['Frozen', '얼어붙은', '冰封', 'Băng Giá'],
  ['Eternal', '영원한', '永恆', 'Vĩnh Cửu'],
  ['Starlight', '별빛', '星光', 'Ánh Sao'],
]

const slotNouns: Word[] = [
  ['Dragon', '드래곤', '龍', 'Rồng'],
  ['Tiger', '타이거', '猛虎', 'Hổ'],
  ['Phoenix', '피닉스', '鳳凰', 'Phượng Hoàng'],
  ['Koi', '잉어', '錦鯉', 'Cá Chép'],
  ['Panda', '판다', '熊貓', 'Gấu Trúc'],
  ['Pharaoh', '파라오', '法老', 'Pharaoh'],
  ['Treasure', '보물', '寶藏', 'Kho Báu'],
  ['Gems', '보석', '寶石', 'Đá Quý'],
  ['Fruits', '과일', '水果', 'Trái Cây'],
  ['Lotus', '연꽃', '蓮花', 'Hoa Sen'],
  ['Temple', '신전', '神殿', 'Đền Thờ'],
  ['Pirates', '해적', '海盜', 'Hải Tặc'],
  ['Buffalo', '버팔로', '水牛', 'Trâu Rừng'],
  ['Samurai', '사무라이', '武士', 'Samurai'],
  ['Wolf', '늑대', '狼王', 'Sói'],
  ['Fortune Cat', '복고양이', '招財貓', 'Mèo Thần Tài'],
  ['Candy', '캔디', '糖果', 'Kẹo'],
  ['Stallion', '준마', '駿馬', 'Tuấn Mã'],
  ['Olympus', '올림푸스', '奧林帕斯', 'Olympus'],
  ['Reels', '릴', '轉輪', 'Vòng Quay'],
]

const fishingNouns: Word[] = [
  ['Ocean King', '오션 킹', '海洋之王', 'Vua Đại Dương'],
  ['Shark', '상어', '鯊魚', 'Cá Mập'],
  ['Whale', '고래', '鯨魚', 'Cá Voi'],
  ['Octopus', '문어', '章魚', 'Bạch Tuộc'],
  ['Mermaid', '인어', '美人魚', 'Nàng Tiên Cá'],
  ['Reef', '산호초', '珊瑚礁', 'Rạn San Hô'],
  ['Kraken', '크라켄', '海怪', 'Thủy Quái'],
  ['Fishing Fleet', '낚시 선단', '捕魚艦隊', 'Hạm Đội Bắt Cá'],
]

const cardGames: Word[] = [
  ["Texas Hold'em", '텍사스 홀덤', '德州撲克', "Texas Hold'em"],
  ['Blackjack', '블랙잭', '21點', 'Xì Dách'],
  ['Baccarat', '바카라', '百家樂', 'Baccarat'],
  ['Niu Niu', '니우니우', '牛牛', 'Ngầu Hầm'],
  ['Sam Gong', '삼공', '三公', 'Ba Cây'],
  ['Tien Len', '띠엔렌', '越南撲克', 'Tiến Lên'],
  ['Dragon Tiger', '드래곤 타이거', '龍虎', 'Rồng Hổ'],
  ['Mahjong', '마작', '麻將', 'Mạt Chược'],
  ['Go-Stop', '고스톱', '花牌', 'Go-Stop'],
  ['Thirteen Cards', '13장 포커', '十三支', 'Mậu Binh'],
]

const cardVariants: Word[] = [
  ['Classic', '클래식', '經典', 'Cổ Điển'],
  ['Speed', '스피드', '極速', 'Tốc Độ'],
  ['VIP', 'VIP', 'VIP', 'VIP'],
  ['Pro', '프로', '專業', 'Chuyên Nghiệp'],
  ['Deluxe', '디럭스', '豪華', 'Cao Cấp'],
  ['Royal', '로열', '皇家', 'Hoàng Gia'],
  ['Lucky', '행운의', '幸運', 'May Mắn'],
  ['Jackpot', '잭팟', '彩金', 'Jackpot'],
]

const liveVariants: Word[] = [
  ['Classic', '클래식', '經典', 'Cổ Điển'],
  ['Speed', '스피드', '極速', 'Tốc Độ'],
  ['VIP', 'VIP', 'VIP', 'VIP'],
  ['Lightning', '라이트닝', '閃電', 'Tia Chớp'],
]

const sports: Word[] = [
  ['Football', '축구', '足球', 'Bóng đá'],
  ['Basketball', '농구', '籃球', 'Bóng rổ'],
  ['Baseball', '야구', '棒球', 'Bóng chày'],
  ['Tennis', '테니스', '網球', 'Quần vợt'],
  ['Esports', 'e스포츠', '電競', 'Thể thao điện tử'],
  ['Volleyball', '배구', '排球', 'Bóng chuyền'],
  ['Virtual Football', '가상 축구', '虛擬足球', 'Bóng đá ảo'],
  ['Horse Racing', '경마', '賽馬', 'Đua ngựa'],
]

const lotteries: Word[] = [
  ['Keno', '키노', '基諾', 'Keno'],
  ['Powerball', '파워볼', '威力彩', 'Powerball'],
  ['Lotto 6/45', '로또 6/45', '樂透6/45', 'Xổ Số 6/45'],
  ['Fast 3', '빠른 3', '快三', 'Xúc Xắc Nhanh'],
  ['Ladder', '사다리', '梯子遊戲', 'Bậc Thang'],
  ['Racing 10', '레이싱 10', '賽車PK10', 'Đua Xe 10'],
  ['Northern Lottery', '북부 복권', '越南北部彩', 'Xổ Số Miền Bắc'],
  ['Southern Lottery', '남부 복권', '越南南部彩', 'Xổ Số Miền Nam'],
  ['Happy 8', '해피 8', '快樂8', 'Hạnh Phúc 8'],
]

const draws: Word[] = [
  ['1-minute', '1분', '1分鐘', '1 Phút'],
  ['3-minute', '3분', '3分鐘', '3 Phút'],
  ['5-minute', '5분', '5分鐘', '5 Phút'],
]

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

const baccarat: Word = ['Baccarat', '바카라', '百家樂', 'Baccarat']
const roulette: Word = ['Roulette', '룰렛', '輪盤', 'Roulette']
const blackjack: Word = ['Blackjack', '블랙잭', '21點', 'Xì Dách']
const dragonTiger: Word = ['Dragon Tiger', '드래곤 타이거', '龍虎', 'Rồng Hổ']
const sicBo: Word = ['Sic Bo', '식보', '骰寶', 'Tài Xỉu']
const moneyWheel: Word = ['Money Wheel', '머니 휠', '金錢輪盤', 'Vòng Quay Tiền']

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
