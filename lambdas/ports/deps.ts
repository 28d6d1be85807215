import type { AnalyticsStore } from './analytics.js';
import type { AuditLog } from './audit.js';
import type { PartnerDecisions } from './partners.js';
import type { Team } from './team.js';
import type { UserViews } from './user-views.js';
import type { Billing } from './billing.js';
import type { Deletions } from './deletions.js';
import type { Directory } from './directory.js';
import type { Email } from './email.js';
import type { Entitlements } from './entitlements.js';
import type { Files } from './files.js';
import type { Scanner } from './scanner.js';
import type { PublicStore } from './public-forms.js';
import type { Secrets } from './secrets.js';
import type { Sms } from './sms.js';
import type { Agreements, StripeCustomers, SubscriptionsRepository, UsageCounters } from './subscriptions.js';
import type { Accounts, OneTimeTokens, TableStatus, UsersRepository } from './users.js';
import type { DashboardReader } from './dashboard.js';
import type { DocumentsRepository } from './documents.js';
import type { NotificationsRepository } from './notifications.js';
import type { ProfileRepository } from './profile.js';
import type { VerificationRepository } from './verification.js';
import type { IdentityRepository } from './identity.js';
import type { IdentityTheftRepository } from './identity-theft.js';
import type { AnalysesRepository } from './analyses.js';
import type { BureauProvider, CreditReportsRepository } from './credit-reports.js';
import type { StaffSessions } from './staff-sessions.js';
import type { BankDataProvider, BankStore } from './bank-data.js';
import type { DisputesRepository } from './disputes.js';
import type { AdvisorsRepository } from './advisors.js';
import type { SecureMessagesRepository } from './secure-messages.js';
import type { OffersRepository, PreQualifier } from './offers.js';
import type { PublicFiguresStore } from './public-figures.js';
import type { ChargingMode } from '../domain/plans.js';

/** The settings use cases read: links in emails and the business named in the service agreement. */
export interface Settings {
  /** The site's public origin (https://… in AWS, http://localhost:3000 locally). */
  publicUrl: string;
  company: { name: string; address: string };
  /** How every plan is charged (CROA §1679b(b)): set by a deployment's operator; `upfront` locally (the demo). */
  chargingMode: ChargingMode;
}

/**
 * What a use case may use: every port, the clock and the id source, and the settings use cases read.
 * composition/deps.ts builds it (with the adapters' whole configuration); tests hand in fakes.
 */
export interface Deps {
  config: Settings;
  /** Users: profiles, client and partner records, the collection (export, deletion). */
  users: UsersRepository;
  /** Emailed link tokens and password reset codes. */
  tokens: OneTimeTokens;
  /** Accounts' deletion tombstones, and the caller as the route wrapper reads them. */
  accounts: Accounts;
  /** The table's status (the health check). */
  tableStatus: TableStatus;
  /** Staff members' sessions (idle and age limits, the authenticator cut-off), kept by the route wrapper. */
  staffSessions: StaffSessions;
  /** The admin area's listings of users, client moves and contact changes. */
  userViews: UserViews;
  /** Partner applications' decisions. */
  partners: PartnerDecisions;
  /** The staff: employees and admins. */
  team: Team;
  /** The audit log of staff actions. */
  audit: AuditLog;
  /** The business figures, counted on write. */
  analytics: AnalyticsStore;
  /** The public site: launch waitlist, support requests, rate-limit counters. */
  publicStore: PublicStore;
  files: Files;
  /** The malware scanner's verdict on an uploaded file (GuardDuty in AWS, EICAR locally). */
  scanner: Scanner;
  sms: Sms;
  email: Email;
  directory: Directory;
  secrets: Secrets;
  /** Stripe (the emulator locally); the SDK loads on the first call. */
  billing: Billing;
  /** Subscription state and the Stripe events processed. */
  subscriptions: SubscriptionsRepository;
  /** Each user's Stripe customer. */
  customers: StripeCustomers;
  /** Signed service agreements. */
  agreements: Agreements;
  /** Monthly usage counters of counted features. */
  usageCounters: UsageCounters;
  /** What the caller's plan allows (the route wrapper's feature gate). */
  entitlements: Entitlements;
  /** The dashboard's one Query over the user's collection. */
  dashboard: DashboardReader;
  /** The Personal Info tab's fields on the profile and client items. */
  profiles: ProfileRepository;
  /** SMS identity verification: the record and the pending code. */
  verification: VerificationRepository;
  /** The verified identity (the subject of every pull and letter) and its staff reviews. */
  identity: IdentityRepository;
  /** The credit sweep: the client's identity-theft case and the desk's review listing. */
  identityTheft: IdentityTheftRepository;
  /** Document metadata and the staff review queue. */
  documents: DocumentsRepository;
  /** The bell's notifications. */
  notifications: NotificationsRepository;
  /** Credit reports, written instructions and monitoring enrolments. */
  creditReports: CreditReportsRepository;
  /** The credit-bureau provider (the deterministic sandbox locally). */
  bureau: BureauProvider;
  /** Credit-file analyses (the analysis issue writes them; a credit reset deletes them). */
  analyses: AnalysesRepository;
  /** A connected bank: the connection, its transactions and the insights. */
  bankStore: BankStore;
  /** The bank-data aggregator (the deterministic sandbox locally). */
  bankData: BankDataProvider;
  /** Disputes with the bureaus. */
  disputes: DisputesRepository;
  /** Clients' advisors (the dispute desk). */
  advisors: AdvisorsRepository;
  /** Secure messages between a client and their advisor. */
  secureMessages: SecureMessagesRepository;
  /** The offer catalogue and the clients' clicks. */
  offers: OffersRepository;
  /** Issuers' pre-qualifications (none: no issuer is connected). */
  preQualifier: PreQualifier;
  /** The public figures' counters, kept on write (domain/public-figures.ts). */
  figures: PublicFiguresStore;
  /** Admins' account deletions and their progress. */
  deletions: Deletions;
  now: () => Date;
  newId: () => string;
}
