import { useCallback, useState } from 'react';
import { storage, storageKeys } from '../../lib/storage';

/** The dashboard's six tabs (spec section 2): key and label, in order. */
export const profileTabs = [
  { key: 'credit', label: 'Credit Tools' },
  { key: 'offers', label: 'Offers' },
  { key: 'info', label: 'Personal Info' },
  { key: 'documents', label: 'Documents' },
  { key: 'disputes', label: 'Disputes' },
  { key: 'status', label: 'Application' },
] as const;

export type ProfileTab = (typeof profileTabs)[number]['key'];

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
