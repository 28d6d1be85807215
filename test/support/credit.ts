import { DynamoDBClient, QueryCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { expect, inject } from 'vitest';
import { billingSk, userPk } from '../../lambdas/adapters/dynamo/keys.js';
import { CREDIT_PULL_CONSENT } from '../../lambdas/contract/credit.js';
import { DEMO_ADMIN_TOTP_SECRET } from '../../lib/local/seed.js';
import { TABLE_NAME } from '../../lib/local/stack.js';
import { totpFor } from '../../lib/local/totp-store.js';
import { viewerHeaders } from './client-address.js';

/**
 * Credit Tools journeys start at onboarding step 4 (a verified client with a saved profile and a verified
 * document). The dashboard journey walks steps 1-3 in the browser; these helpers take them through the
 * same API the browser calls (and the admin's review route), so a credit journey starts in seconds.
 */
const base = () => inject('e2e').url;

async function cognito(operation: string, input: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${base()}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(input),
  });
  return (await answer.json()) as Record<string, unknown>;
}

/** An id token through the local Cognito endpoint; the admin also answers its authenticator code. */
export async function idToken(email: string, password: string): Promise<string> {
  const { userPoolClientId: ClientId } = (await (await fetch(`${base()}/config.json`)).json()) as { userPoolClientId: string };
  let result = await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: email, PASSWORD: password } });
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    result = await cognito('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId,
      Session: result.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpFor(DEMO_ADMIN_TOTP_SECRET).generate() },
    });
  }
  return (result.AuthenticationResult as { IdToken: string }).IdToken;
}

/** A call to the API as `token`, from a viewer address (the test stack's CloudFront); the JSON answer and status. */
export async function callApi(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${base()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...viewerHeaders(), 'user-agent': 'credit-e2e' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : null };
}

async function smsCode(e164: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const all = (await (await fetch(`${base()}/dev/outbox`)).json()) as { to: string; body: string }[];
    const code = all.slice(after).filter((m) => m.to === e164).at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${e164}`);
}

export const CREDIT_CLIENT = { firstName: 'Pat', lastName: 'Buyer', dateOfBirth: '1990-05-01', street: '1 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105' };

export const SAMPLE_PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** A document uploaded as the browser does it (the start, the presigned POST, the completion), waiting for review. */
export async function uploadDocumentViaApi(token: string, documentType: string, fileName: string, pdf = SAMPLE_PDF): Promise<{ id: string }> {
  const started = await callApi(token, 'POST', '/api/documents', { documentType, fileName, contentType: 'application/pdf', sizeBytes: pdf.length });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { document, upload } = started.body as { document: { id: string }; upload: { url: string; fields: Record<string, string> } };
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), fileName);
  const put = await fetch(upload.url, { method: 'POST', body: form });
  expect(put.status).toBeLessThan(300);
  const completed = await callApi(token, 'POST', `/api/documents/${document.id}/complete`);
  expect(completed.status, JSON.stringify(completed.body)).toBeLessThan(300);
  return document;
}

/** Onboarding steps 1-3 for a paying client: SMS verification, the profile, one document verified by the admin. */
export async function completeStepsBeforeCreditPull(email: string, password: string): Promise<string> {
  const token = await idToken(email, password);
  const line = String(1000 + Math.floor(Math.random() * 8999));
  const before = ((await (await fetch(`${base()}/dev/outbox`)).json()) as unknown[]).length;
  expect((await callApi(token, 'POST', '/api/verification/sms', { action: 'request', phoneNumber: `(415) 555-${line}`, dateOfBirth: CREDIT_CLIENT.dateOfBirth })).status).toBe(200);
  const code = await smsCode(`+1415555${line}`, before);
  expect((await callApi(token, 'POST', '/api/verification/sms', { action: 'verify', code })).status).toBe(200);

  const saved = await callApi(token, 'PUT', '/api/profile', {
    fullName: `${CREDIT_CLIENT.firstName} ${CREDIT_CLIENT.lastName}`,
    email,
    phoneNumber: `415555${line}`,
    birthMonth: '05',
    birthDay: '01',
    birthYear: '1990',
    street: CREDIT_CLIENT.street,
    city: CREDIT_CLIENT.city,
    state: CREDIT_CLIENT.state,
    zipCode: CREDIT_CLIENT.zipCode,
    identityIqUsername: 'pat.iq',
    identityIqPassword: 'iq-secret-1',
    annualIncome: '55000',
    employmentStatus: 'Employed full-time',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const document = await uploadDocumentViaApi(token, 'id', 'passport.pdf');

  const admin = await idToken('admin@demo.local', 'Demo12345!');
  // The queue is oldest first and other journeys fill it at the same time: page through it.
  let userId: string | undefined;
  for (let i = 0; i < 20 && !userId; i++) {
    let cursor: string | null = null;
    do {
      const queue = await callApi(admin, 'GET', `/api/admin/documents?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const page = queue.body as { items: { id: string; userId: string }[]; nextCursor: string | null };
      userId = page.items.find((item) => item.id === document.id)?.userId;
      cursor = page.nextCursor;
    } while (!userId && cursor);
    if (!userId) await new Promise((r) => setTimeout(r, 200));
  }
  expect(userId).toBeTruthy();
  // The reviewer confirms the ID's name and date of birth are the profile's: that makes them the verified identity a pull names.
  const reviewed = await callApi(admin, 'POST', `/api/admin/documents/${userId}/${document.id}/review`, { decision: 'verified', identityConfirmed: true });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBeLessThan(300);
  return token;
}

/** The pull through the API (as the modal sends it: the SSN and the instruction; the server names the verified identity). */
export async function pullCreditViaApi(token: string) {
  return callApi(token, 'POST', '/api/credit/pull', {
    ssn: '123456789',
    consent: true,
    consentVersion: CREDIT_PULL_CONSENT.version,
  });
}

/**
 * Starter and Elite are not sold yet ('Launching Soon'), so no checkout makes such a client: a paid client's
 * subscription item is moved to the tier in DynamoDB Local (the dashboard's features follow it).
 */
export async function moveToTier(token: string, tier: 'starter' | 'elite'): Promise<void> {
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const dynamo = new DynamoDBClient({ endpoint: inject('e2e').dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  // The payment's webhook may still be writing the item: repeat until the dashboard reads the tier.
  for (let i = 0; i < 20; i++) {
    await dynamo.send(
      new UpdateItemCommand({
        TableName: TABLE_NAME,
        Key: { PK: { S: userPk(sub) }, SK: { S: billingSk.subscription } },
        UpdateExpression: 'SET tier = :tier',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':tier': { S: tier } },
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const dashboard = (await callApi(token, 'GET', '/api/dashboard')).body as { subscription: { tier: string } | null; features: string[] };
    if (dashboard.subscription?.tier === tier && !dashboard.features.includes('custom_dispute_letters')) break;
    if (i === 19) throw new Error(`the subscription did not move to the ${tier} tier`);
  }
  dynamo.destroy();
}

export const moveToStarter = (token: string) => moveToTier(token, 'starter');

/**
 * Three business days pass: the client's service agreement (and plan start) move a week back in DynamoDB Local,
 * so the CROA right to cancel is over and a dispute filed now can be mailed at once (no screen can move time).
 */
export async function afterCancellationWindow(token: string): Promise<void> {
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const dynamo = new DynamoDBClient({ endpoint: inject('e2e').dynamodb, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const items = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': { S: userPk(sub) }, ':sk': { S: billingSk.agreementPrefix } },
    }),
  );
  expect(items.Items?.length).toBeGreaterThan(0);
  for (const item of items.Items ?? []) {
    await dynamo.send(new UpdateItemCommand({ TableName: TABLE_NAME, Key: { PK: item.PK!, SK: item.SK! }, UpdateExpression: 'SET signedAt = :at', ExpressionAttributeValues: { ':at': { S: weekAgo } } }));
  }
  // The plan's record keeps the signing time too (the dispute desk counts the window from it).
  await dynamo.send(
    new UpdateItemCommand({
      TableName: TABLE_NAME,
      Key: { PK: { S: userPk(sub) }, SK: { S: billingSk.subscription } },
      UpdateExpression: 'SET agreementSignedAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': { S: weekAgo } },
    }),
  );
  dynamo.destroy();
}
