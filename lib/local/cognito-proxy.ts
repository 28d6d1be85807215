import { createPrivateKey, createSign, randomBytes, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { Secret } from 'otpauth';
import { BROWSER_WRITABLE_ATTRIBUTES } from '../../lambdas/contract/auth.js';
import type { SignOutStore } from './sign-out-store.js';
import { totpMatches, type TotpStore } from './totp-store.js';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The operations the SPA's Amplify calls, and nothing else: a web page on another site must not be
 * able to drive a developer's local pool (AdminCreateUser, ListUsers, ...) through this endpoint.
 */
export const BROWSER_OPERATIONS: ReadonlySet<string> = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
  'ChangePassword',
  'UpdateUserAttributes',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/**
 * The handlers' own calls (lambdas/adapters/directory.ts), served on a second, internal endpoint
 * (COGNITO_ENDPOINT) so that AdminGetUser reports TOTP and AdminUserGlobalSignOut exists locally.
 */
export const SERVER_OPERATIONS: ReadonlySet<string> = new Set([
  'DescribeUserPool',
  'AdminGetUser',
  'AdminCreateUser',
  'AdminDeleteUser',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminListGroupsForUser',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminDisableUser',
  'AdminUserGlobalSignOut',
]);

/** Calls that check a password; Cognito answers every failed check the same way. */
const CREDENTIAL_CHECKS = new Set(['InitiateAuth', 'ChangePassword']);
/** cognito-local's operations that issue tokens. */
const TOKEN_ISSUING = new Set(['InitiateAuth', 'RespondToAuthChallenge']);

/** Cognito's sign-in session for a challenge lasts three minutes. */
const CHALLENGE_TTL_MS = 3 * 60_000;

/** cognito-local's "Invalid password" and "User not authorized" / UserNotFound, as Cognito says them. */
export function asCognitoAuthFailure(body: string): string {
  let error: { __type?: string; message?: string };
  try {
    error = JSON.parse(body) as typeof error;
  } catch {
    return body;
  }
  const wrongPassword = error.__type === 'InvalidPasswordException' && error.message === 'Invalid password';
  const unknownUser = error.__type === 'UserNotFoundException' || (error.__type === 'NotAuthorizedException' && error.message === 'User not authorized');
  return wrongPassword || unknownUser ? JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }) : body;
}

interface Reply {
  status: number;
  body: unknown;
}

const cognitoError = (type: string, message: string, status = 400): Reply => ({ status, body: { __type: type, message } });

/** A JWT's payload, unverified (cognito-local checks signatures; this reads `sub` and `iat` only). */
function claimsOf(jwt: unknown): { sub?: unknown; iat?: unknown; iss?: unknown } {
  try {
    return JSON.parse(Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown; iat?: unknown; iss?: unknown };
  } catch {
    return {};
  }
}

/** The `sub` claim of a token cognito-local has just issued (its signature was checked upstream). */
function subOf(jwt: string): string {
  return String(claimsOf(jwt).sub ?? '');
}

let localSigningKey: KeyObject | undefined;
/** cognito-local's signing key, published in its package (the gateway trusts it only locally). */
function signingKey(): KeyObject {
  const file = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  localSigningKey ??= createPrivateKey((JSON.parse(readFileSync(file, 'utf8')) as { pem: string }).pem);
  return localSigningKey;
}

/** The token with its `auth_time` set, signed again as cognito-local signs (RS256, its key id kept in the header). */
export function withAuthTime(jwt: string, authTime: number): string {
  const [head, body] = jwt.split('.');
  const payload = { ...(JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, unknown>), auth_time: authTime };
  const signed = `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signed}.${createSign('RSA-SHA256').update(signed).sign(signingKey()).toString('base64url')}`;
}

/**
 * Cognito keeps a refreshed token's `auth_time` at the sign-in it came from (so staff routes can ask how
 * long ago the authenticator was used); cognito-local sets it to the refresh. The refresh token's `iat`
 * is its sign-in's time, so the refreshed tokens get that back.
 */
function keepAuthTime(refreshToken: unknown, out: Reply): Reply {
  const result = (out.body as { AuthenticationResult?: { IdToken?: string; AccessToken?: string } }).AuthenticationResult;
  const signedInAt = Number(claimsOf(refreshToken).iat);
  if (out.status !== 200 || !result?.IdToken || !Number.isFinite(signedInAt)) return out;
  const AuthenticationResult = {
    ...result,
    IdToken: withAuthTime(result.IdToken, signedInAt),
    ...(result.AccessToken ? { AccessToken: withAuthTime(result.AccessToken, signedInAt) } : {}),
  };
  return { ...out, body: { ...(out.body as object), AuthenticationResult } };
}

export interface CognitoProxyOptions {
  /** Where the TOTP state cognito-local lacks is kept. */
  totp: TotpStore;
  /** Operations passed on; the browser's set unless told otherwise. */
  operations?: ReadonlySet<string>;
  /** Global sign-outs, which cognito-local lacks: revoked refresh and access tokens are refused. */
  signOuts: SignOutStore;
  /**
   * The pool signed into, when known: a disabled user's password sign-in is then refused before it
   * reaches cognito-local, which would otherwise write the user back (its refresh token list) while a
   * deletion may be removing them.
   */
  userPoolId?: string;
}

/**
 * The SPA's Amplify talks to this instead of cognito-local directly. Allowed operations pass through,
 * except where cognito-local differs from Cognito in what a user sees:
 * - GetTokensFromRefreshToken, which Amplify v6 uses to refresh a session and cognito-local lacks, is
 *   answered with an InitiateAuth REFRESH_TOKEN_AUTH, so local sessions refresh as in AWS;
 * - a wrong password or an unknown user at sign-in, and a wrong current password at ChangePassword,
 *   get Cognito's one answer (NotAuthorizedException, "Incorrect username or password."), as our
 *   pool's client is configured to prevent user-existence errors; cognito-local tells them apart;
 * - software token MFA (TOTP), which cognito-local lacks: AssociateSoftwareToken, VerifySoftwareToken,
 *   SetUserMFAPreference, the SOFTWARE_TOKEN_MFA challenge at sign-in, and the MFA settings in
 *   GetUser / AdminGetUser, kept in a TotpStore;
 * - UpdateUserAttributes writes only the app client's writable attributes (not `email`);
 * - a disabled user (AdminDisableUser: an account marked for deletion) cannot sign in or refresh,
 *   which cognito-local allows;
 * - AdminUserGlobalSignOut, which cognito-local lacks: the time is kept in a SignOutStore, and a refresh
 *   or access token issued before it is refused as Cognito refuses it ("... has been revoked").
 */
export function createCognitoProxy(cognitoEndpoint: string, options: CognitoProxyOptions) {
  const operations = options.operations ?? BROWSER_OPERATIONS;
  const totp = options.totp;
  const signOuts = options.signOuts;
  /** Sign-ins waiting for their TOTP code: the tokens cognito-local issued, held back until the code is right. */
  const challenges = new Map<string, { sub: string; username: string; result: unknown; expires: number }>();

  async function upstream(operation: string, input: unknown): Promise<Reply & { ok: boolean }> {
    // A token issued in the second of a global sign-out would count as revoked: such a sign-in waits for the next.
    if (TOKEN_ISSUING.has(operation)) await signOuts.untilPastSignOuts();
    const res = await fetch(cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}${operation}` },
      body: JSON.stringify(input),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(CREDENTIAL_CHECKS.has(operation) && !res.ok ? asCognitoAuthFailure(text) : text) : {};
    } catch {
      // not JSON: passed on as it came
    }
    return { ok: res.ok, status: res.status, body };
  }

  /** The signed-in user an access token belongs to, checked by cognito-local's GetUser. */
  async function userOf(accessToken: unknown): Promise<{ sub: string } | Reply> {
    const out = await upstream('GetUser', { AccessToken: accessToken });
    if (!out.ok) return out;
    const attrs = (out.body as { UserAttributes?: { Name: string; Value: string }[] }).UserAttributes ?? [];
    return { sub: attrs.find((a) => a.Name === 'sub')?.Value ?? '' };
  }

  const withMfaSettings = (out: Reply & { ok: boolean }) => {
    if (!out.ok) return out;
    const body = out.body as { UserAttributes?: { Name: string; Value: string }[] };
    const sub = body.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    return sub ? { ...out, body: { ...body, ...totp.mfaSettings(sub) } } : out;
  };

  /** A refresh's answer, unless the refresh token predates the user's last global sign-out. */
  const unlessRevoked = (refreshToken: unknown, out: Reply & { ok: boolean }): Reply => {
    const idToken = (out.body as { AuthenticationResult?: { IdToken?: string } }).AuthenticationResult?.IdToken;
    if (!out.ok || !idToken) return out;
    const iat = Number(claimsOf(refreshToken).iat ?? 0);
    return signOuts.isRevoked(subOf(idToken), iat) ? cognitoError('NotAuthorizedException', 'Refresh Token has been revoked') : out;
  };

  const disabled = (): Reply & { ok: boolean } => ({ ok: false, ...cognitoError('NotAuthorizedException', 'User is disabled.') });

  /**
   * cognito-local signs a disabled user in (and refreshes their session); Cognito refuses both. The
   * tokens are withheld unless the user they name still exists and is enabled: a user deleted between
   * the sign-in and this check (an account deletion running) gets no session either.
   */
  const unlessDisabled = async (out: Reply & { ok: boolean }): Promise<Reply & { ok: boolean }> => {
    const idToken = (out.body as { AuthenticationResult?: { IdToken?: string } }).AuthenticationResult?.IdToken;
    if (!out.ok || !idToken) return out;
    const claims = claimsOf(idToken);
    const user = await upstream('AdminGetUser', { UserPoolId: String(claims.iss ?? '').split('/').pop(), Username: claims.sub });
    return user.ok && (user.body as { Enabled?: boolean }).Enabled !== false ? out : disabled();
  };

  /** A password sign-in of a user known to be disabled, refused before cognito-local sees it (see `userPoolId`). */
  const knownDisabled = async (input: Record<string, unknown>): Promise<boolean> => {
    const username = (input.AuthParameters as Record<string, unknown> | undefined)?.USERNAME;
    if (!options.userPoolId || input.AuthFlow !== 'USER_PASSWORD_AUTH' || typeof username !== 'string' || !username) return false;
    const user = await upstream('AdminGetUser', { UserPoolId: options.userPoolId, Username: username });
    return user.ok && (user.body as { Enabled?: boolean }).Enabled === false;
  };

  const handlers: Record<string, (input: Record<string, unknown>) => Promise<Reply>> = {
    async InitiateAuth(input) {
      if (await knownDisabled(input)) return disabled();
      const out = await unlessDisabled(await upstream('InitiateAuth', input));
      if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
        const refreshToken = (input.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN;
        return keepAuthTime(refreshToken, unlessRevoked(refreshToken, out));
      }
      const result = (out.body as { AuthenticationResult?: { IdToken?: string } }).AuthenticationResult;
      if (!out.ok || input.AuthFlow !== 'USER_PASSWORD_AUTH' || !result?.IdToken) return out;
      const sub = subOf(result.IdToken);
      if (!totp.isActive(sub)) return out;
      const session = randomBytes(48).toString('base64url');
      const username = String((input.AuthParameters as Record<string, unknown> | undefined)?.USERNAME ?? '');
      challenges.set(session, { sub, username, result, expires: Date.now() + CHALLENGE_TTL_MS });
      return { status: 200, body: { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeParameters: { USER_ID_FOR_SRP: sub } } };
    },

    async RespondToAuthChallenge(input) {
      if (input.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return upstream('RespondToAuthChallenge', input);
      const pending = challenges.get(String(input.Session ?? ''));
      if (!pending || pending.expires < Date.now()) {
        challenges.delete(String(input.Session ?? ''));
        return cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      }
      const code = String((input.ChallengeResponses as Record<string, unknown> | undefined)?.SOFTWARE_TOKEN_MFA_CODE ?? '');
      const { secret } = totp.get(pending.sub);
      if (!secret || !totpMatches(secret, code)) return cognitoError('CodeMismatchException', 'Invalid code received for user');
      challenges.delete(String(input.Session));
      return { status: 200, body: { AuthenticationResult: pending.result, ChallengeParameters: {} } };
    },

    async GetTokensFromRefreshToken(input) {
      const refreshed = await unlessDisabled(await upstream('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: input.ClientId, AuthParameters: { REFRESH_TOKEN: input.RefreshToken } }));
      const out = keepAuthTime(input.RefreshToken, unlessRevoked(input.RefreshToken, refreshed));
      // GetTokensFromRefreshToken answers with the AuthenticationResult alone at top level.
      return out.status === 200 ? { status: 200, body: { AuthenticationResult: (out.body as { AuthenticationResult?: unknown }).AuthenticationResult } } : out;
    },

    async GetUser(input) {
      return withMfaSettings(await upstream('GetUser', input));
    },

    async AdminGetUser(input) {
      return withMfaSettings(await upstream('AdminGetUser', input));
    },

    async AdminUserGlobalSignOut(input) {
      const user = await upstream('AdminGetUser', { UserPoolId: input.UserPoolId, Username: input.Username });
      if (!user.ok) return user;
      const sub = (user.body as { UserAttributes?: { Name: string; Value: string }[] }).UserAttributes?.find((a) => a.Name === 'sub')?.Value;
      if (sub) signOuts.signOut(sub);
      return { status: 200, body: {} };
    },

    async UpdateUserAttributes(input) {
      const names = ((input.UserAttributes as { Name?: string }[] | undefined) ?? []).map((a) => String(a.Name));
      if (names.some((n) => !(BROWSER_WRITABLE_ATTRIBUTES as readonly string[]).includes(n))) {
        return cognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
      }
      return upstream('UpdateUserAttributes', input);
    },

    async AssociateSoftwareToken(input) {
      if (!input.AccessToken) return cognitoError('InvalidParameterException', 'Only an access token can associate a software token on this local endpoint.');
      const user = await userOf(input.AccessToken);
      if (!('sub' in user)) return user;
      const secret = new Secret({ size: 20 }).base32;
      totp.set(user.sub, { ...totp.get(user.sub), pending: secret });
      return { status: 200, body: { SecretCode: secret } };
    },

    async VerifySoftwareToken(input) {
      const user = await userOf(input.AccessToken);
      if (!('sub' in user)) return user;
      const state = totp.get(user.sub);
      if (!state.pending) return cognitoError('InvalidParameterException', 'User has not associated a software token.');
      if (!totpMatches(state.pending, String(input.UserCode ?? ''))) return cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
      totp.set(user.sub, { secret: state.pending, enabled: state.enabled, preferred: state.preferred });
      return { status: 200, body: { Status: 'SUCCESS' } };
    },

    async SetUserMFAPreference(input) {
      const user = await userOf(input.AccessToken);
      if (!('sub' in user)) return user;
      const settings = input.SoftwareTokenMfaSettings as { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
      if (input.SMSMfaSettings && (input.SMSMfaSettings as { Enabled?: boolean }).Enabled) {
        return cognitoError('InvalidParameterException', 'User does not have delivery config set to turn on SMS_MFA');
      }
      if (!settings) return { status: 200, body: {} };
      const state = totp.get(user.sub);
      if (settings.Enabled && !state.secret) return cognitoError('InvalidParameterException', 'User has not verified software token mfa');
      const enabled = Boolean(settings.Enabled);
      totp.set(user.sub, { ...state, enabled, preferred: enabled && Boolean(settings.PreferredMfa) });
      return { status: 200, body: {} };
    },
  };

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    let reply: Reply;
    if (req.method !== 'POST' || !operations.has(operation)) {
      // What AWS's JSON protocol answers for a target it does not serve.
      reply = cognitoError('UnknownOperationException', `${operation || 'This operation'} is not available on the local Cognito endpoint.`);
    } else {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        input = {};
      }
      const own = handlers[operation];
      const access = typeof input.AccessToken === 'string' ? claimsOf(input.AccessToken) : undefined;
      // Every call made with an access token issued before a global sign-out is refused, as Cognito does.
      if (access && signOuts.isRevoked(String(access.sub ?? ''), Number(access.iat ?? 0))) reply = cognitoError('NotAuthorizedException', 'Access Token has been revoked');
      else reply = own ? await own(input) : await upstream(operation, input);
    }
    res.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.1', 'cache-control': 'no-store' });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  };
}
