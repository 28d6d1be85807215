import type { StartUploadRequest } from '@contract/documents';
import { api } from '../../lib/api-client';

/** POST /api/documents: the server makes the document (status 'uploading') and a presigned POST for its file. */
export const startUpload = (request: StartUploadRequest) => api.call('startDocumentUpload', { body: request });
/** POST /api/documents/{id}/complete: the server checks the file's real type and scans it. */
export const completeUpload = (id: string) => api.call('completeDocumentUpload', { params: { id } });
export const removeDocument = (id: string) => api.call('removeDocument', { params: { id } });
