import type { Kysely, Transaction } from 'kysely'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import type { PlatformAdapter } from './adapter'
import { demoPlatform } from './demoPlatform'

// The game platforms are the catalogue's providers; each game launches on its provider's platform.
// This server runs every one of them as a demo platform. A real integration would return its own
// adapter for the providers it connects instead.

export interface Platform {
  slug: string
  name: string
  adapter: PlatformAdapter
}

export function platformAdapter(config: Pick<Config, 'demoPlatformFaults'>, slug: string): PlatformAdapter {
  return demoPlatform(slug, config.demoPlatformFaults[slug])
}

export async function listPlatforms(db: Kysely<DB> | Transaction<DB>, config: Pick<Config, 'demoPlatformFaults'>): Promise<Platform[]> {
  const providers = await db.selectFrom('game_providers').select(['slug', 'name']).orderBy('id').execute()
  return providers.map((provider) => ({ ...provider, adapter: platformAdapter(config, provider.slug) }))
}

/** The platform of that slug; 404 platform_unknown when there is none. */
export async function findPlatform(db: Kysely<DB> | Transaction<DB>, config: Pick<Config, 'demoPlatformFaults'>, slug: string): Promise<Platform> {
  const provider = await db.selectFrom('game_providers').select(['slug', 'name']).where('slug', '=', slug).executeTakeFirst()
  if (!provider) throw new ApiError(404, 'platform_unknown', { platform: slug })
  return { ...provider, adapter: platformAdapter(config, provider.slug) }
}

/** Refuses a platform under maintenance with the translated error naming it. */
export function requireAvailable(platform: Platform): void {
  if (platform.adapter.status() === 'maintenance') throw new ApiError(409, 'platform_maintenance', { platform: platform.name })
}
