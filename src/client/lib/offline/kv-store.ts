// A small key-value store in IndexedDB for what the app keeps for offline use (saved answers,
// the contact outbox). Every call resolves, never rejects: without IndexedDB (private mode, a
// full disk) the app works as before, only without offline copies.
const DATABASE = 'manasa-offline';
const STORE = 'entries';

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

export const kvGet = <T>(key: string) => run<T>('readonly', (store) => store.get(key) as IDBRequest<T>);
export const kvSet = (key: string, value: unknown) => run('readwrite', (store) => void store.put(value, key));
export const kvDelete = (key: string) => run('readwrite', (store) => void store.delete(key));

/** Every [key, value] whose key starts with `prefix`, read in one transaction. */
export async function kvEntries<T>(prefix: string): Promise<[string, T][]> {
  const db = await database();
  if (!db) return [];
  return new Promise((resolve) => {
    const entries: [string, T][] = [];
    try {
      const transaction = db.transaction(STORE, 'readonly');
      const cursor = transaction.objectStore(STORE).openCursor(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current) return;
        entries.push([String(current.key), current.value as T]);
        current.continue();
      };
      transaction.oncomplete = () => resolve(entries);
      transaction.onerror = () => resolve([]);
      transaction.onabort = () => resolve([]);
    } catch {
      resolve([]);
    }
  });
}
