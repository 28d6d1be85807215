import type { Group } from './roles.js';
import type { StaffPhoto } from './staff-photo.js';

/** The users entity of the spec (section 3), camel-cased. Dates are ISO 8601 UTC. */
export interface User {
  id: string;
  role: Group;
  fullName: string;
  email: string;
  phoneNumber?: string;
  street?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  createdAt: string;
  notificationPreferences?: NotificationPreferences;
  /** Staff only: their own profile photo, shown to the clients they advise (domain/staff-photo.ts). */
  photo?: StaffPhoto;
}

export interface NotificationPreferences {
  email: boolean;
  sms: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { email: true, sms: false };

/** Five per-user document folders; empty until the first login sets them up. */
export const DOCUMENT_FOLDERS = [
  'addressProof',
  'governmentIssuedId',
  'socialSecurityCard',
  'incomeProof',
  'bankStatement',
] as const;
export type DocumentFolder = (typeof DOCUMENT_FOLDERS)[number];

export interface ClientRecord {
  id: string;
  partnerId: string | null;
  folderIds: Partial<Record<DocumentFolder, string>>;
  createdAt: string;
}

export interface PartnerRecord {
  id: string;
  businessName: string;
  referralCode: string | null;
  /** Kept exact on every signup, reassignment and deletion; never counted on read. */
  clientCount: number;
  createdAt: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase();

/** Where a client's five document folders live: prefixes under the user's own area of the bucket. */
export const folderPrefix = (userId: string, folder: DocumentFolder) =>
  `users/${userId}/${folder.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/`;

export const foldersReady = (client: Pick<ClientRecord, 'folderIds'> | undefined) =>
  Boolean(client) && DOCUMENT_FOLDERS.every((f) => Boolean(client!.folderIds[f]));
