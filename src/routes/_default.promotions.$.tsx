import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentLanguage } from '../api/contentQueries'
import { PromotionDetail } from '../ui/promotions/PromotionDetail'

// A promotion's detail; its slug may span several path segments (welcome/sports/free-bet). A slug
// the promotion list does not hold is a 404.
export const Route = createFileRoute('/_default/promotions/$')({
  staticData: { titleKey: 'promotions.title' },
  loader: async ({ context, params }) => {
    const lang = contentLanguage(context.language.getSnapshot())
    const slug = (params._splat ?? '').replace(/\/+$/, '')
    const { promotions } = await context.queryClient.ensureQueryData(context.queries.content.promotions(lang))
    if (!promotions.some((p) => p.slug === slug)) throw notFound()
    await context.queryClient.ensureQueryData(context.queries.content.promotion(lang, slug))
  },
  component: PromotionRoute,
})

function PromotionRoute() {
  const { _splat = '' } = Route.useParams()
  return <PromotionDetail slug={_splat.replace(/\/+$/, '')} />
}
