import { useState } from 'react';

/**
 * The columns a user hid in a list (列设置), kept in this browser per list (Ant Design ProTable's
 * columnsState.persistenceKey): `[hidden, setHidden]`. A storage that cannot be read or written just forgets.
 */
export function useHiddenColumns(storageKey: string): [ReadonlySet<string>, (hidden: Set<string>) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => {
    try {
      const raw = localStorage.getItem(storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return new Set(Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []);
    } catch {
      return new Set();
    }
  });
  const update = (next: Set<string>) => {
    setHidden(next);
    try {
      localStorage.setItem(storageKey, JSON.stringify([...next]));
    } catch {
      // storage full or blocked: the choice lasts for this page only
    }
  };
  return [hidden, update];
}
