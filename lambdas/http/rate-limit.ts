import type { Deps } from '../composition/deps.js';
import { publicMessages } from '../contract/messages.js';
import { addressSubject, RATE_LIMITS, type RateLimitName } from '../domain/rate-limit.js';
import { TooManyRequests } from '../errors.js';
import { clientAddress } from './origin.js';
import type { HttpEvent } from './route.js';

type LimitDeps = Pick<Deps, 'publicStore' | 'now'>;

/**
 * Counts this request against the route's limit for the client's address (CloudFront's viewer address
 * when the origin secret vouches for it, else the socket's; an IPv6 address by its /64); over the limit is a
 * 429 the page can show.
 */
export async function limitBySource(deps: LimitDeps, name: RateLimitName, event: HttpEvent): Promise<void> {
  await limitBy(deps, name, addressSubject(await clientAddress(event)));
}

/**
 * Counts one request against `name`'s limit for `subject` (an email, an account id); the store keys it by a hash.
 * `message` is what the 429 says (an account's quota names what was refused; the default speaks of the network).
 */
export async function limitBy(deps: Pick<Deps, 'publicStore' | 'now'>, name: RateLimitName, subject: string, message: string = publicMessages.tooManyRequests): Promise<void> {
  const { allowed } = await deps.publicStore.hit(name, subject, RATE_LIMITS[name], deps.now());
  if (!allowed) throw new TooManyRequests(message);
}
