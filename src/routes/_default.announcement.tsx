import { createFileRoute } from '@tanstack/react-router'
import { contentLanguage } from '../api/contentQueries'
import { AnnouncementList } from '../ui/announcements/AnnouncementList'
import { PageHeader } from '../ui/layout/PageHeader'

export const Route = createFileRoute('/_default/announcement')({
  staticData: { titleKey: 'announcement.title' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.queries.content.announcements(contentLanguage(context.language.getSnapshot()))),
  component: () => (
    <>
      <PageHeader titleKey="announcement.title" introKey="announcement.intro" />
      <AnnouncementList />
    </>
  ),
})
