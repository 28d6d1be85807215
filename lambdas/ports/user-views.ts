import type { UserView } from '../domain/admin.js';
import type { Page } from './page.js';

export type { Page, UserView };

export type Order = 'asc' | 'desc';
export type ClientSort = 'created' | 'name' | 'email';
export type PartnerSort = 'created' | 'name' | 'business' | 'clients';

export interface ListRequest<S extends string> {
  sort: S;
  order: Order;
  q?: string;
  limit: number;
  /** Where the previous page stopped, as this store handed it out. */
  after?: Record<string, unknown>;
}

export interface ClientMove {
  from: string | null;
  to: string | null;
  changed: boolean;
}

/** The admin area's view of users: listings, search, rows, contact edits and client moves. Reads are GetItem or Query only. */
export interface UserViews {
  listClients(request: ListRequest<ClientSort>): Promise<Page<UserView>>;
  listPartners(request: ListRequest<PartnerSort>): Promise<Page<UserView>>;
  /** A partner's clients, newest first. */
  listPartnerClients(partnerId: string, limit: number, after?: Record<string, unknown>): Promise<Page<UserView>>;
  listApplications(status: 'pending' | 'rejected', limit: number, after?: Record<string, unknown>): Promise<Page<UserView>>;
  getUserView(id: string): Promise<UserView | undefined>;
  /** Batch of GetItems for the partners named by client rows. */
  getUserViews(ids: readonly string[]): Promise<Map<string, UserView>>;
  moveClient(clientId: string, partnerId: string | null): Promise<ClientMove>;
  /** Name, phone and address changes, with the name sort key and the search items in the same transaction. */
  updateContact(id: string, changes: Partial<Record<'fullName' | 'phoneNumber' | 'street' | 'city' | 'state' | 'zipCode', string | null>>): Promise<void>;
}
