import type { PreviousAddress } from '../contract/profile.js';
import type { Sealed } from './secrets.js';
import type { CreditGoal } from '../contract/goals.js';
import type { ClientRecord, User } from '../domain/users.js';

/**
 * The Personal Info tab's data, split as the spec splits users and clients: the
 * contact fields extend the `PROFILE` item, the application fields extend the `CLIENT` item.
 * Credentials are sealed (adapters/secrets.ts, bound to the user id and the field); never returned.
 */
export interface PersonalDetails {
  fullName: string;
  /** The "active email": a contact address; the sign-in `email` is never changed here. */
  contactEmail: string;
  phoneNumber: string;
  /** YYYY-MM-DD, or null when not given. */
  dateOfBirth: string | null;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  /** Where the client lived before the current address (Personal Info); the dispute letters list the last two years'. */
  previousAddresses?: PreviousAddress[];
}

export interface ClientDetails {
  identityIqUsername: string | null;
  identityIqPassword: Sealed | null;
  creditKarmaUsername: string | null;
  creditKarmaPassword: Sealed | null;
  creditRepair: boolean | null;
  annualIncomeCents: number | null;
  employmentStatus: string | null;
  employerName: string | null;
  jobTitle: string | null;
  additionalInfo: string | null;
  /** When the form was last saved (ISO 8601 UTC). */
  profileSavedAt: string | null;
}

/** The client's credit goal (the action plan is ordered for it), on the client item beside the form's fields. */
export interface GoalFields {
  goal: CreditGoal;
  /** When it was set (ISO 8601 UTC). */
  goalSetAt: string;
}

export type StoredProfile = User & Partial<Pick<PersonalDetails, 'contactEmail' | 'dateOfBirth' | 'previousAddresses'>>;
export type StoredClient = ClientRecord & Partial<ClientDetails> & Partial<GoalFields>;

/** What a save writes to the client item; a password left `undefined` keeps the saved one, `null` removes it. */
export type ClientDetailsWrite = Omit<ClientDetails, 'identityIqPassword' | 'creditKarmaPassword'> & {
  identityIqPassword: Sealed | null | undefined;
  creditKarmaPassword: Sealed | null | undefined;
};

export interface ProfileRepository {
  /** The profile and client items (consistent GetItems). */
  get(userId: string): Promise<{ profile: StoredProfile | undefined; client: StoredClient | undefined }>;
  /**
   * Writes the contact fields (with the admin tables' name key and search items) and the client fields
   * in one transaction, against the profile as `before` (a concurrent edit cancels it: NotFound/Conflict).
   */
  save(userId: string, before: StoredProfile, personal: PersonalDetails, client: ClientDetailsWrite): Promise<void>;
  /** The client's goal, or null when none is set (one GetItem of the client item). */
  goal(userId: string): Promise<GoalFields | null>;
  /** Sets the goal on the client item (null removes it); the form's fields are left as they are. */
  setGoal(userId: string, goal: GoalFields | null): Promise<void>;
}
