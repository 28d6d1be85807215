import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useLocalStack } from '../../support/local.js';
import { cognitoLocalKey, decodeJwt, signJwt, strangerKey } from '../../support/tokens.js';

const stack = useLocalStack();

describe('GET /api/me through the local gateway', () => {
  let client: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    client = await signIn('client@demo.local');
  });

  it('returns the signed-in user from the token and the users item', async () => {
    const res = await api('/api/me', { token: client.IdToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: decodeJwt(client.IdToken).sub,
      email: 'client@demo.local',
      name: 'Demo Client',
      groups: ['client'],
    });
    expect(res.body?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('gives 401 without a token', async () => {
    expect((await api('/api/me')).status).toBe(401);
  });

  describe('gives 401 for a token it must not trust', () => {
    const valid = () => decodeJwt(client.IdToken);
    const now = Math.floor(Date.now() / 1000);

    it('forged: signed by a stranger’s key', async () => {
      const token = signJwt(valid(), strangerKey());
      expect((await api('/api/me', { token })).status).toBe(401);
    });

    it('expired, though correctly signed', async () => {
      const token = signJwt({ ...valid(), iat: now - 7200, exp: now - 3600 }, cognitoLocalKey());
      expect((await api('/api/me', { token })).status).toBe(401);
    });

    it('from another user pool', async () => {
      const token = signJwt({ ...valid(), iss: `${stack.emulators.cognito}/local_otherPool` }, cognitoLocalKey());
      expect((await api('/api/me', { token })).status).toBe(401);
    });

    it('for another app client', async () => {
      const token = signJwt({ ...valid(), aud: 'some-other-client' }, cognitoLocalKey());
      expect((await api('/api/me', { token })).status).toBe(401);
    });

    it('tampered: groups edited after signing', async () => {
      const [head, , sig] = client.IdToken.split('.');
      const body = Buffer.from(JSON.stringify({ ...valid(), 'cognito:groups': ['admin'] })).toString('base64url');
      expect((await api('/api/admin/ping', { token: `${head}.${body}.${sig}` })).status).toBe(401);
    });

    it('an access token instead of an id token', async () => {
      expect((await api('/api/me', { token: client.AccessToken })).status).toBe(401);
    });
  });

  it('accepts a token the local stack would have minted itself (the test key is the right one)', async () => {
    // Guards the tests above: a correctly signed, unexpired token for this pool and client is accepted.
    const token = signJwt({ ...decodeJwt(client.IdToken), iat: Math.floor(Date.now() / 1000) }, cognitoLocalKey());
    expect((await api('/api/me', { token })).status).toBe(200);
  });
});

describe('GET /api/admin/ping: authorization both ways', () => {
  it.each([
    ['admin@demo.local', 200],
    ['partner@demo.local', 403],
    ['client@demo.local', 403],
  ])('%s gets %i', async (email, status) => {
    const { IdToken } = await signIn(email);
    const res = await api('/api/admin/ping', { token: IdToken });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toMatchObject({ ok: true, callerId: decodeJwt(IdToken).sub });
    else expect(res.body).toMatchObject({ message: 'You do not have permission to do that.' });
  });

  it('a visitor gets 401', async () => {
    expect((await api('/api/admin/ping')).status).toBe(401);
  });
});

describe('session refresh through the local Cognito endpoint', () => {
  it('answers GetTokensFromRefreshToken (which cognito-local lacks) with fresh tokens', async () => {
    const { RefreshToken } = await signIn('client@demo.local');
    const res = await fetch(`${stack.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: stack.config.userPoolClientId, RefreshToken }),
    });
    expect(res.status).toBe(200);
    const { AuthenticationResult } = (await res.json()) as { AuthenticationResult: { IdToken: string } };
    expect((await api('/api/me', { token: AuthenticationResult.IdToken })).status).toBe(200);
  });
});

describe('failed credential checks through the local Cognito endpoint answer as Cognito does', () => {
  const call = (target: string, body: unknown) =>
    fetch(`${stack.url}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));
  const signInWith = (USERNAME: string, PASSWORD: string) =>
    call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.config.userPoolClientId, AuthParameters: { USERNAME, PASSWORD } });
  const cognitosAnswer = { status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } };

  it('gives a wrong password and an unknown user the same answer, so sign-in reveals no accounts', async () => {
    expect(await signInWith('client@demo.local', 'wrong-password')).toEqual(cognitosAnswer);
    expect(await signInWith('nobody-here@demo.local', 'wrong-password')).toEqual(cognitosAnswer);
  });

  it('answers a wrong current password at ChangePassword the same way', async () => {
    const { AccessToken } = await signIn('client@demo.local');
    expect(await call('ChangePassword', { AccessToken, PreviousPassword: 'not-it', ProposedPassword: 'whatever1' })).toEqual(cognitosAnswer);
  });
});
