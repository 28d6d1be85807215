import { useQuery } from '@tanstack/react-query';
import { documentResponse, startUploadResponse, type StartUploadRequest } from '@contract/documents';
import {
  identityTheftCaseResponse as caseResponse,
  identityTheftLetterResponse,
  identityTheftResponse,
  type IdentityTheftLetterRequest,
  type RecordBlockMailingRequest,
  type SaveIdentityTheftRequest,
} from '@contract/identity-theft';
import { api } from '../../lib/api';

export const sweepKey = ['identity-theft'] as const;

/** `GET /api/identity-theft`: the case (null before the affirmation) and the items of the latest credit file. */
export const useSweep = () => useQuery({ queryKey: sweepKey, queryFn: () => api('/identity-theft', { schema: identityTheftResponse }), refetchOnWindowFocus: 'always' });
export const affirmSweep = () => api('/identity-theft/affirmation', { method: 'POST', body: { affirmed: true }, schema: caseResponse });
export const saveSweep = (request: SaveIdentityTheftRequest) => api('/identity-theft', { method: 'PUT', body: request, schema: caseResponse });
export const submitSweep = () => api('/identity-theft/submit', { method: 'POST', schema: caseResponse });
export const recordMailing = (request: RecordBlockMailingRequest) => api('/identity-theft/mailings', { method: 'POST', body: request, schema: caseResponse });
/** The letter's content; the browser draws the PDF (with the SSN and signature typed here only). */
export const fetchSweepLetter = (request: IdentityTheftLetterRequest) => api('/identity-theft/letters', { method: 'POST', body: request, schema: identityTheftLetterResponse });

/**
 * The FTC report through the documents pipeline: the server makes the document and a presigned POST, the browser sends
 * the file straight to storage, then the server checks its type and scans it.
 */
export async function uploadReport(file: File, contentType: StartUploadRequest['contentType']) {
  const { document, upload } = await api('/documents', {
    method: 'POST',
    body: { documentType: 'ftc-identity-theft-report', fileName: file.name, contentType, sizeBytes: file.size } satisfies StartUploadRequest,
    schema: startUploadResponse,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const sent = await fetch(upload.url, { method: 'POST', body: form });
  if (!sent.ok) throw new Error(`Storage refused the file (HTTP ${sent.status})`);
  return (await api(`/documents/${encodeURIComponent(document.id)}/complete`, { method: 'POST', schema: documentResponse })).document;
}
