import type { ClientRow } from '@contract/admin';
import { adminMessages } from '@contract/messages';

export const orNA = (value: string | null | undefined) => (value && value.trim() ? value : adminMessages.notAvailable);

export function formatAddress(address: ClientRow['address']): string {
  if (!address) return adminMessages.notAvailable;
  const parts = [address.street, address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter((p) => p && p.trim());
  return parts.length ? parts.join(', ') : adminMessages.notAvailable;
}

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
