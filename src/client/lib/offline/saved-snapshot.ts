// A live view's last state kept for offline use (a tracked shipment arrives over a subscription,
// not a query): saved whenever it arrives, read back when the view opens without a connection.
import { useEffect, useState } from 'react';
import { kvGet, kvSet } from './kv-store';

interface Snapshot<T> {
  value: T;
  savedAt: number;
}

/** The last saved copy of `key` (undefined until read or when there is none) and a saver. */
export function useSavedSnapshot<T>(key: string): { saved: Snapshot<T> | undefined; save: (value: T) => void } {
  const [saved, setSaved] = useState<Snapshot<T> | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void kvGet<Snapshot<T>>(`snapshot:${key}`).then((snapshot) => {
      if (live && snapshot) setSaved(snapshot);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return {
    saved,
    save: (value: T) => void kvSet(`snapshot:${key}`, { value, savedAt: Date.now() } satisfies Snapshot<T>),
  };
}
