import { createFileRoute } from '@tanstack/react-router'
import { contentLanguage } from '../api/contentQueries'
import { PageHeader } from '../ui/layout/PageHeader'
import { QaList } from '../ui/qa/QaList'

export const Route = createFileRoute('/_default/qa')({
  staticData: { titleKey: 'qa.title' },
  loader: ({ context }) => context.queryClient.ensureQueryData(context.queries.content.qa(contentLanguage(context.language.getSnapshot()))),
  component: () => (
    <>
      <PageHeader titleKey="qa.title" introKey="qa.intro" />
      <QaList />
    </>
  ),
})
