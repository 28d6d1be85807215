import { letterLinkParams, letterLinkQuery } from '../contract/letters.js';
import { renderLetterPdf } from '../adapters/letters/pdf.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { clientLetterLink } from '../use-cases/disputes/letters.js';

/** A download link for the client's letter to one bureau (`?kind=verification`: the method-of-verification request); rendered and stored on the first call. */
export const handler = route(routes.disputeLetterLink, { params: letterLinkParams, query: letterLinkQuery }, async ({ caller, params, query }, deps) =>
  ok(await clientLetterLink(deps, renderLetterPdf, caller.id, params.id, params.bureau, query.kind)),
);
