import { useCallback, useState } from 'react';
import { profileTabs, type ProfileTab } from '../../lib/dashboard';
import { storage, storageKeys } from '../../lib/storage';

const isTab = (value: string | null): value is ProfileTab => profileTabs.some((t) => t.key === value);

/** The active tab, restored from local storage (`profileActiveTab`) and remembered there on each change. */
export function useActiveTab() {
  const [tab, setTab] = useState<ProfileTab>(() => {
    const stored = storage.get(storageKeys.profileActiveTab);
    return isTab(stored) ? stored : 'credit';
  });
  const select = useCallback((next: string | null) => {
    if (!isTab(next)) return;
    storage.set(storageKeys.profileActiveTab, next);
    setTab(next);
  }, []);
  return [tab, select] as const;
}
