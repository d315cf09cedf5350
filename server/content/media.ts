// The generated artwork the content seed stores (seedContent.ts), by its path under /media/.
import type { Kysely, Selectable } from 'kysely'
import type { MediaTable } from '../db/contentSchema'
import type { DB } from '../db/schema'

export async function findMedia(db: Kysely<DB>, path: string): Promise<Pick<Selectable<MediaTable>, 'content_type' | 'body'> | undefined> {
  return db.selectFrom('media').select(['content_type', 'body']).where('path', '=', path).executeTakeFirst()
}
