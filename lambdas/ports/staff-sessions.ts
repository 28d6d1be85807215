import type { StaffSessionRecord } from '../domain/staff-session.js';

/**
 * The server's record of each staff member's sessions (domain/staff-session.ts): read and written by the route
 * wrapper on every staff call. One item per member, outside their collection, expiring 12 hours after its last write.
 */
export interface StaffSessions {
  get(userId: string): Promise<StaffSessionRecord>;
  /**
   * Records a call of the session signed in at `authTime` (epoch seconds) into `lastSeen` as just read (`get`);
   * sessions older than 12 hours are dropped.
   */
  touch(userId: string, lastSeen: StaffSessionRecord['lastSeen'], authTime: number, at: Date): Promise<void>;
  /** Ends every session that began at or before `at`. */
  endBefore(userId: string, at: Date): Promise<void>;
}
