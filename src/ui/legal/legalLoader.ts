import { contentLanguage } from '../../api/contentQueries'
import type { LegalPageName } from '../../shared/calls/content'
import type { Services } from '../../app/services'

/** Route loader of a legal page: its text is in before the page shows. */
export function loadLegalPage(page: LegalPageName) {
  return ({ context }: { context: Services }) =>
    context.queryClient.ensureQueryData(context.queries.content.legalPage(contentLanguage(context.language.getSnapshot()), page))
}
