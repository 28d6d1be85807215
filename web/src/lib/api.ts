import type { z } from 'zod';
import { isSessionProblemCode, type SessionProblemCode } from '@contract/session-problems';
import { runtimeConfigReady } from '../config/runtime-config';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly requestId?: string,
    readonly fields?: Record<string, string>,
    /** Why the session no longer works, when that is the answer (`sessionProblemCodes`). */
    readonly code?: SessionProblemCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface SessionProblem {
  code: SessionProblemCode;
  message: string;
}
/** Told when a signed-in call answers that the session no longer works (web/src/app/session-problems.tsx). */
let sessionProblemListener: ((problem: SessionProblem) => void) | undefined;
export function onSessionProblem(listener: (problem: SessionProblem) => void): () => void {
  sessionProblemListener = listener;
  return () => {
    if (sessionProblemListener === listener) sessionProblemListener = undefined;
  };
}

export interface ApiOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the response; the parsed value is returned. */
  schema?: S;
  /** Send the signed-in user's id token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** The bearer token source; set by the session provider so this module stays free of the auth library. */
let tokenSource: () => Promise<string | null> = async () => null;
export function setTokenSource(source: () => Promise<string | null>): void {
  tokenSource = source;
}

/**
 * What a user is told when a call fails: the server's own message on a 4xx (it is written for them: a field to fix,
 * a limit reached), else `fallback` (a 5xx, the network, anything unexpected says nothing they can act on).
 */
export function messageFor(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

/**
 * The transport under the API client (lib/api-client.ts), the only module that calls it: bearer token, JSON both
 * ways, errors as ApiError with the server's message. `path` is below the API's base URL.
 */
export async function request<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth !== false) {
    const token = await tokenSource();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let apiBaseUrl: string;
  try {
    // Prerendered pages run before /config.json has arrived; a call waits for it here.
    ({ apiBaseUrl } = await runtimeConfigReady());
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'The app could not start.');
  }
  let res: Response;
  try {
    res = await fetch(`${apiBaseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    throw new ApiError(0, 'Unable to reach the server. Check your connection and try again.');
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    // Only error answers need the schema; loading it here keeps zod out of the landing page's first load.
    const { errorBody } = await import('../../../lambdas/contract/errors');
    const parsed = errorBody.safeParse(data);
    const message = parsed.success ? parsed.data.message : `Request failed (HTTP ${res.status})`;
    const code = parsed.success && isSessionProblemCode(parsed.data.code) ? parsed.data.code : undefined;
    // Only an answer to our own token says something about our session.
    if (code && headers.authorization) sessionProblemListener?.({ code, message });
    throw new ApiError(res.status, message, parsed.success ? parsed.data.requestId : undefined, parsed.success ? parsed.data.fields : undefined, code);
  }
  return (options.schema ? options.schema.parse(data) : data) as S extends z.ZodType ? z.output<S> : unknown;
}
