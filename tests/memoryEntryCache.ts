/**
 * The content pipeline's per-file cache kept in memory, for a test that reads one folder several
 * times: a file read again unchanged (same name, same bytes) is not checked again; the checks across
 * entries always run. Nothing is written to disk, unlike npm run check's cache.
 */
import type { EntryCache, EntryResult } from '../lib/content/entryCache.ts'

export function memoryEntryCache(): EntryCache {
  const kept = new Map<string, EntryResult>()
  return {
    key: (file, how, text) => `${how}\0${file}\0${text}`,
    get: (key) => kept.get(key),
    set: (key, result) => void kept.set(key, result),
  }
}
