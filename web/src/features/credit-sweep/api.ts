import { useQuery } from '@tanstack/react-query';
import type { StartUploadRequest } from '@contract/documents';
import {
  type IdentityTheftLetterRequest,
  type RecordBlockMailingRequest,
  type SaveIdentityTheftRequest,
} from '@contract/identity-theft';
import { api } from '../../lib/api-client';

export const sweepKey = ['identity-theft'] as const;

/** `GET /api/identity-theft`: the case (null before the affirmation) and the items of the latest credit file. */
export const useSweep = () => useQuery({ queryKey: sweepKey, queryFn: () => api.call('getIdentityTheft'), refetchOnWindowFocus: 'always' });
export const affirmSweep = () => api.call('affirmIdentityTheft', { body: { affirmed: true } });
export const saveSweep = (request: SaveIdentityTheftRequest) => api.call('saveIdentityTheft', { body: request });
export const submitSweep = () => api.call('submitIdentityTheft');
export const recordMailing = (request: RecordBlockMailingRequest) => api.call('recordIdentityTheftMailing', { body: request });
/** The letter's content; the browser draws the PDF (with the SSN and signature typed here only). */
export const fetchSweepLetter = (request: IdentityTheftLetterRequest) => api.call('identityTheftLetter', { body: request });

/**
 * The FTC report through the documents pipeline: the server makes the document and a presigned POST, the browser sends
 * the file straight to storage, then the server checks its type and scans it.
 */
export async function uploadReport(file: File, contentType: StartUploadRequest['contentType']) {
  const { document, upload } = await api.call('startDocumentUpload', {
    body: { documentType: 'ftc-identity-theft-report', fileName: file.name, contentType, sizeBytes: file.size } satisfies StartUploadRequest,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  const sent = await fetch(upload.url, { method: 'POST', body: form });
  if (!sent.ok) throw new Error(`Storage refused the file (HTTP ${sent.status})`);
  return (await api.call('completeDocumentUpload', { params: { id: document.id } })).document;
}
