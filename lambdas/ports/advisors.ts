import type { Page } from './page.js';

/**
 * A client's advisor: the employee (or admin) who looks after the client's disputes.
 * One `ADVISOR` item in the client's collection, listed under the advisor on GSI2 ("my clients"), so
 * neither the desk nor the advisor's list reads more than the keys it names.
 */
export interface AdvisorAssignment {
  clientId: string;
  advisorId: string;
  /** ISO 8601 UTC. */
  assignedAt: string;
  /** The staff member who assigned it. */
  assignedBy: string;
}

export interface AdvisorsRepository {
  get(clientId: string): Promise<AdvisorAssignment | undefined>;
  /** One BatchGet for the clients named (a page of the desk's queue). */
  getMany(clientIds: readonly string[]): Promise<Map<string, AdvisorAssignment>>;
  /**
   * Sets the client's advisor (null removes it) if the stored one is still `expected` (null: none),
   * else throws `Conflict`: two staff members cannot overwrite each other.
   */
  set(clientId: string, next: Omit<AdvisorAssignment, 'clientId'> | null, expected: string | null): Promise<void>;
  /** The advisor's clients, the latest assigned first. */
  listClients(advisorId: string, limit: number, after?: Record<string, unknown>): Promise<Page<AdvisorAssignment>>;

  // ---- The round-robin at purchase (use-cases/advisors/assignment.ts) ----
  /** Every staff member ever marked available or not (one Query; a team is dozens). */
  pool(): Promise<AdvisorPoolMember[]>;
  setAvailable(member: AdvisorPoolMember): Promise<void>;
  /** The last advisor served and the cursor's version (0 before the first turn). */
  cursor(): Promise<{ last: string | null; version: number }>;
  /** Moves the cursor to `last` if it is still at `expectedVersion`; false when another purchase took the turn first. */
  advanceCursor(last: string, expectedVersion: number): Promise<boolean>;
  /** Queues a Total client no advisor could take (idempotent: the first time stays). */
  addWaiting(clientId: string, since: string): Promise<void>;
  removeWaiting(clientId: string): Promise<void>;
  /** The queued clients, the longest waiting first. */
  waiting(limit: number): Promise<{ clientId: string; since: string }[]>;
}

/** A staff member in the round-robin: available or not for new Total clients. */
export interface AdvisorPoolMember {
  staffId: string;
  available: boolean;
  /** ISO 8601 UTC. */
  updatedAt: string;
  /** The admin who set it. */
  updatedBy: string;
}
