import { documentResponse, startUploadResponse, type StartUploadRequest } from '@contract/documents';
import { api } from '../../lib/api';

/** POST /api/documents: the server makes the document (status 'uploading') and a presigned POST for its file. */
export const startUpload = (request: StartUploadRequest) => api('/documents', { method: 'POST', body: request, schema: startUploadResponse });
/** POST /api/documents/{id}/complete: the server checks the file's real type and scans it. */
export const completeUpload = (id: string) => api(`/documents/${encodeURIComponent(id)}/complete`, { method: 'POST', schema: documentResponse });
export const removeDocument = (id: string) => api(`/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
