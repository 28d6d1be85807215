import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import type { z } from 'zod';
import { authMessages, billingMessages, httpMessages } from '../contract/messages.js';
import { featureAccess, type PlanStanding } from '../domain/entitlements.js';
import type { Feature } from '../domain/plans.js';
import { decideAccess } from '../domain/roles.js';
import { isActive } from '../domain/subscription.js';
import type { ApiContract } from '../contract/api.js';
import type { routes, RouteDef, RouteName } from '../routes.js';
import { depsFor, getDeps, type Deps } from '../composition/deps.js';
import { callerFromClaims, type Caller } from './caller.js';
import { originAllowed } from './origin.js';
import { withSourceStack } from './stack.js';
import { checkStanding } from './standing.js';
import {
  AppError,
  BillingProviderError,
  Conflict,
  Forbidden,
  Invalid,
  NotFound,
  PaymentRequired,
  TooManyRequests,
  Unauthenticated,
  Unavailable,
} from '../errors.js';
import { json, type HttpResult } from './respond.js';

/** The event API Gateway hands us; on public routes there is no authorizer block. */
export type HttpEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'> & {
  requestContext: Omit<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'], 'authorizer'> & {
    authorizer?: APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'];
  };
};

type CallerOf<R extends RouteDef> = R['access'] extends 'public' ? Caller | undefined : Caller;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The answer's schema (contract/api.ts): the wrapper does not check it; the local gateway does. */
  response?: z.ZodType | null;
  status?: number;
}

/** The caller's plan, read with their standing, on routes that gate on it (`feature`, `requiresSubscription`). */
type PlanOf<R extends RouteDef> = R['feature'] extends Feature ? PlanStanding : R['requiresSubscription'] extends true ? PlanStanding : undefined;

export interface Input<R extends RouteDef, S extends Schemas> {
  caller: CallerOf<R>;
  /** The caller's subscription and this month's usage, from the same read as their standing (no use case reads it again). */
  plan: PlanOf<R>;
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  params: Parsed<S['params']>;
  /** The body exactly as received (after base64 decoding), for signature checks. */
  rawBody: string;
  event: HttpEvent;
  requestId: string;
  logger: Logger;
}

export type RouteFn<R extends RouteDef, S extends Schemas> = (input: Input<R, S>, deps: Deps) => Promise<HttpResult>;

/** The table's name of a route entry, by its id (each id is declared once). */
type NameOf<R extends RouteDef> = { [K in RouteName]: (typeof routes)[K]['id'] extends R['id'] ? K : never }[RouteName];
/** The schemas the contract (contract/api.ts) names for a route of the table; none for a route outside it. */
export type ContractSchemas<R extends RouteDef> = string extends R['id'] ? Record<string, never> : ApiContract[NameOf<R>];
/** The part of a route's contract the wrapper parses a request with: its params, query and body schemas. */
export type RequestSchemas<R extends RouteDef> = Pick<ContractSchemas<R>, Extract<keyof ContractSchemas<R>, 'params' | 'query' | 'body'>>;
export type LambdaHandler = (event: HttpEvent, context?: Partial<Context>) => Promise<HttpResult>;
/** A route's function, carrying the contract schemas it parses its input with (the fuzz test builds its requests from them). */
export type RouteHandler = LambdaHandler & { readonly schemas: Schemas };

/**
 * The one HTTP wrapper: parse with the schemas the contract names for the route (contract/api.ts), authorize by the
 * route table's rule, run, and map typed errors to their status. Unknown errors become a 500 carrying only the request id.
 *
 * A route whose contract names params, query or a body is given exactly those schemas, imported by its handler from
 * the contract's modules (the compiler holds them to the contract's types, test/lambdas/contract/api.test.ts to the
 * very same schemas); a route without any is given none. The wrapper does not import the whole contract: a function
 * bundles only the schemas of its own route, and zod only when its route parses something.
 */
export function route<R extends RouteDef>(
  def: R,
  ...args: [keyof RequestSchemas<R>] extends [never] ? [fn: RouteFn<R, RequestSchemas<R>>] : [schemas: RequestSchemas<R>, fn: RouteFn<R, RequestSchemas<R>>]
): RouteHandler {
  const [schemas, fn] = (args.length === 1 ? [{}, args[0]] : args) as [RequestSchemas<R>, RouteFn<R, RequestSchemas<R>>];
  return routeWithSchemas(def, schemas, fn);
}

/** The wrapper with the schemas given: for a route outside the table (the wrapper's own tests). Handlers use `route`. */
export function routeWithSchemas<R extends RouteDef, S extends Schemas>(def: R, schemas: S, fn: RouteFn<R, S>): RouteHandler {
  // Made on the first request, not at import: loading a handler's module does no work (cold import is measured).
  // The route is the same on every line the function logs: a persistent key, set once, not merged in per request.
  let shared: Logger | undefined;

  const handler: LambdaHandler = async (event, context) => {
    const logger = (shared ??= new Logger({ serviceName: def.id, persistentKeys: { route: `${def.method} ${def.path}` } }));
    const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
    logger.resetKeys();
    logger.appendKeys({ requestId });
    const started = Date.now();
    let result: HttpResult;
    try {
      // In AWS only CloudFront reaches the API: a request around it (straight to execute-api) is refused
      // before anything else runs, with the generic answer (lambdas/http/origin.ts).
      if (!(await originAllowed(event))) {
        logger.warn('request without a valid origin header refused');
        throw new Forbidden(httpMessages.forbidden);
      }
      const caller = callerFromClaims(event.requestContext?.authorizer?.jwt?.claims);
      const decision = decideAccess(def.access, caller);
      if (decision === 'unauthenticated') throw new Unauthenticated(httpMessages.unauthenticated);
      // The token's word is checked against now (deleted? still staff? TOTP?), and the plan read with it: the wrapper's own
      // reads, on unguarded deps.
      const plan = caller && def.access !== 'public' ? await checkStanding(await getDeps(), def, caller) : undefined;
      if (decision === 'forbidden') throw new Forbidden(httpMessages.forbidden);
      if (caller && def.access !== 'public' && !caller.emailVerified && !def.allowUnverified) {
        throw new Forbidden(authMessages.emailNotVerified);
      }

      const rawBody = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
      const input: Input<R, S> = {
        caller: caller as CallerOf<R>,
        plan: plan as PlanOf<R>,
        body: parse(schemas.body, () => parseJson(rawBody)) as Parsed<S['body']>,
        query: parse(schemas.query, () => event.queryStringParameters ?? {}) as Parsed<S['query']>,
        params: parse(schemas.params, () => event.pathParameters ?? {}) as Parsed<S['params']>,
        rawBody,
        event,
        requestId,
        logger,
      };
      const deps = await depsFor(def);
      if (def.feature && plan && !featureAccess(plan, def.feature).hasAccess) {
        throw new PaymentRequired(billingMessages.featureNotInPlan);
      }
      if (def.requiresSubscription && plan && !isActive(plan.state)) {
        throw new PaymentRequired(billingMessages.subscriptionRequired);
      }
      result = await fn(input, deps);
    } catch (error) {
      result = toResponse(error, requestId, logger);
    }
    logger.info('request', { status: result.statusCode, ms: Date.now() - started });
    return result;
  };
  return Object.assign(handler, { schemas });
}

function parseJson(raw: string): unknown {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new Invalid(httpMessages.invalidJson);
  }
}

function parse(schema: z.ZodType | undefined, read: () => unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(read(), { error: plainIssue });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  // The first issue's message is the one the user sees; schemas carry the spec's wording.
  throw new Invalid(result.error.issues[0]?.message ?? 'Invalid request', fields);
}

/**
 * The wording of a missing or mistyped field where the schema gave none of its own (a schema's message
 * always wins): zod's "Invalid input: expected string, received undefined" does not say which field.
 */
function plainIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const path = issue.path ?? [];
  if (path.length === 0) return issue.expected === 'object' ? httpMessages.notAnObject : undefined;
  const field = path.join('.');
  return issue.input === undefined ? httpMessages.missingField(field) : httpMessages.wrongType(field, String(issue.expected));
}

/**
 * THE class-to-status table: the only place an error becomes an HTTP status. Subclasses (the ports'
 * errors, e.g. `EmailTaken` is a `Conflict`) take their parent's status.
 */
const STATUS_OF: readonly (readonly [abstract new (...args: never[]) => AppError, number])[] = [
  [Invalid, 400],
  [Unauthenticated, 401],
  [PaymentRequired, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooManyRequests, 429],
  [Unavailable, 503],
];

export function statusOf(error: AppError): number {
  return STATUS_OF.find(([kind]) => error instanceof kind)?.[1] ?? 500;
}

function toResponse(error: unknown, requestId: string, logger: Logger): HttpResult {
  if (error instanceof AppError) {
    const status = statusOf(error);
    // Stripe refused or is unreachable: its own text goes to the log only.
    if (error instanceof BillingProviderError) logger.error('payment provider error', { code: error.code, status: error.status, error: error.detail });
    else if (status >= 500) logger.error('dependency failure', { status, error: error.message });
    return json(status, { message: error.message, requestId, ...(error.fields ? { fields: error.fields } : {}), ...(error.sessionProblem ? { code: error.sessionProblem } : {}) });
  }
  // Log the error's name and stack (source-mapped) for us, without anything shaped like an SSN; the body carries only what the user may see.
  const logged = error instanceof Error ? withSourceStack(error) : undefined;
  logger.error('unhandled error', {
    error: logged ? { name: logged.name, message: withoutSsn(logged.message), stack: withoutSsn(logged.stack ?? '') } : withoutSsn(String(error)),
  });
  return json(500, { message: httpMessages.unexpected, requestId });
}

/** Nine digits, with or without the dashes of an SSN, masked: an unexpected error's text may quote a request (the credit pull's). */
export const withoutSsn = (text: string) => text.replace(/(?<!\d)\d{3}-?\d{2}-?\d{4}(?!\d)/g, '[redacted]');

export type { Caller };
