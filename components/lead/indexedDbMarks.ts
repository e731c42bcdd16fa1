/**
 * The tabs' send marks (machine/sendMarks.ts) in IndexedDB, which every tab of the site reads and
 * writes through one store: a read-and-write in one transaction is one step no other tab comes
 * between, and a transaction that completed is seen by every transaction after it, whichever tab
 * runs it. (localStorage gives neither: see machine/sendOnce.ts.) The marks are one record.
 */
import type { SendMarks, SharedMarks } from './machine/ports.ts'

const STORE = 'send-marks'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('leads', 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => {
      // A later version of the site upgrading the database: this tab lets go.
      request.result.onversionchange = () => request.result.close()
      resolve(request.result)
    }
    request.onerror = () => reject(request.error)
  })
}

export function indexedDbMarks(): SharedMarks {
  let db: Promise<IDBDatabase> | undefined
  return {
    async update(change) {
      db ??= open()
      const tx = (await db).transaction(STORE, 'readwrite')
      const store = tx.objectStore(STORE)
      return new Promise((resolve, reject) => {
        const read = store.get('marks')
        read.onsuccess = () => {
          const [marks, answer] = change((read.result ?? {}) as SendMarks)
          store.put(marks, 'marks')
          // Resolved once written, so that the next lock holder sees it.
          tx.oncomplete = () => resolve(answer)
        }
        tx.onerror = tx.onabort = () => reject(tx.error)
      })
    },
  }
}
