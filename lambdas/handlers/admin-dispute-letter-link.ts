import { staffLetterLinkParams, letterLinkQuery } from '../contract/letters.js';
import { renderLetterPdf } from '../adapters/letters/pdf.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { staffLetterLink } from '../use-cases/disputes/letters.js';

/** The desk downloads a client's letter to mail it (the same stored PDF the client downloads); audited. */
export const handler = route(routes.adminDisputeLetterLink, { params: staffLetterLinkParams, query: letterLinkQuery }, async ({ caller, params, query }, deps) =>
  ok(await staffLetterLink(deps, renderLetterPdf, caller, params.userId, params.id, params.bureau, query.kind)),
);
