import { createFileRoute, notFound } from '@tanstack/react-router'

// A promotion's detail; its slug may span several path segments. No promotion is published yet,
// so every slug is unknown and answers with the 404 view.
export const Route = createFileRoute('/_default/promotions/$')({
  staticData: { titleKey: 'promotions.title' },
  beforeLoad: () => {
    throw notFound()
  },
})
