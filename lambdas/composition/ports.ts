/**
 * The ports the composition root builds (composition/deps.ts, one factory each), by name. A Lambda
 * bundle defines `process.env.BUNDLE_PORT_<NAME>` '0' for every port its code never names
 * (lib/function.ts `handlerPorts`), so esbuild drops that port's adapter; zod-free and import-free, so
 * the build can read it.
 */
export const PORT_NAMES = [
  'users',
  'tokens',
  'accounts',
  'tableStatus',
  'staffSessions',
  'userViews',
  'partners',
  'team',
  'audit',
  'analytics',
  'publicStore',
  'files',
  'scanner',
  'sms',
  'email',
  'directory',
  'secrets',
  'billing',
  'subscriptions',
  'customers',
  'agreements',
  'usageCounters',
  'entitlements',
  'dashboard',
  'profiles',
  'verification',
  'identity',
  'identityTheft',
  'documents',
  'notifications',
  'creditReports',
  'bureau',
  'analyses',
  'bankStore',
  'bankData',
  'disputes',
  'advisors',
  'secureMessages',
  'offers',
  'preQualifier',
  'figures',
  'deletions',
] as const;

export type PortName = (typeof PORT_NAMES)[number];

/** Ports a port's factory reads itself (the scanner reads the files it inspects). */
export const PORT_READS: Partial<Record<PortName, readonly PortName[]>> = { scanner: ['files'] };

/** The bundle-time constant of a port: '0' leaves its adapter out (composition/deps.ts). */
export const portDefine = (port: PortName): string => `process.env.BUNDLE_PORT_${port.toUpperCase()}`;
