import { isGroup, type Group } from '../domain/roles.js';

/** The signed-in user as the verified id token describes them. */
export interface Caller {
  id: string;
  email: string;
  name: string | null;
  groups: Group[];
  emailVerified: boolean;
  /**
   * When the user signed in (the token's `auth_time`, epoch seconds): Cognito keeps it through refreshes, so it
   * names the session. Null when the token has none (Cognito's always do).
   */
  authTime: number | null;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway's JWT authorizer flattens array claims into one string such as "[admin partner]";
 * a raw JWT payload has a real array. Accept both so the local gateway and AWS read alike.
 */
export function parseGroupsClaim(value: unknown): Group[] {
  let names: string[] = [];
  if (Array.isArray(value)) names = value.map(String);
  else if (typeof value === 'string' && value.trim() !== '') {
    names = value.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
  }
  return [...new Set(names.filter(isGroup))];
}

/** Array claims in the shape API Gateway hands to Lambda; the local gateway uses this to build events. */
export function flattenClaims(payload: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

export function callerFromClaims(claims: Claims | undefined): Caller | undefined {
  if (!claims) return undefined;
  const id = typeof claims.sub === 'string' ? claims.sub : undefined;
  // Only id tokens carry email; an access token presented as a bearer is not a caller here.
  if (!id || claims.token_use !== 'id') return undefined;
  const email = typeof claims.email === 'string' ? claims.email : '';
  const name = typeof claims.name === 'string' && claims.name !== '' ? claims.name : null;
  // API Gateway hands booleans over as strings.
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  // API Gateway hands numbers over as strings too.
  const authSeconds = Number(claims.auth_time);
  return { id, email, name, groups: parseGroupsClaim(claims['cognito:groups']), emailVerified, authTime: Number.isFinite(authSeconds) && authSeconds > 0 ? authSeconds : null };
}
