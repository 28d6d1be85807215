import { useRef, useState } from 'react';
import { documentMessages, type DocumentStatus, type DocumentType, type DocumentView, type StartUploadRequest } from '@contract/documents';
import { notify } from '../../components/notifications';
import { completeUpload, removeDocument, startUpload } from './api';
import { MAX_UPLOAD_BYTES, postToStorage, uploadType } from './upload';

/** A row of the status table: a document the server knows, or an upload of this visit (with its File, for retry). */
export interface UploadRow {
  key: string;
  documentId: string | null;
  documentType: DocumentType;
  fileName: string;
  sizeBytes: number;
  status: DocumentStatus | 'error';
  progress: number;
  reason: string | null;
  /** Kept in memory only: what retry needs. Gone after a reload. */
  file: File | null;
  /** This page is sending it or checking it now: no other action on it meanwhile. */
  sending: boolean;
}

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : documentMessages.defaultReason);

const serverRow = (d: DocumentView): UploadRow => ({
  key: d.id,
  documentId: d.id,
  documentType: d.documentType,
  fileName: d.fileName,
  sizeBytes: d.sizeBytes,
  status: d.status,
  progress: d.status === 'uploading' ? 0 : 100,
  reason: d.reason,
  file: null,
  sending: false,
});

/**
 * The uploads of this visit over the server's list: choose a file (checked for size and type), send it (start,
 * post to storage with progress, complete), retry it from the File kept in memory, remove it, clear the list.
 * `onChanged` re-reads the server's list after each step.
 */
export function useUploads(documents: DocumentView[], onChanged: () => void) {
  const [local, setLocal] = useState<UploadRow[]>([]);
  // Documents being completed again (Check again), by id: a row of the server's list has no local state of its own.
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());
  const counter = useRef(0);
  const patch = (key: string, change: Partial<UploadRow>) => setLocal((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  // An upload of this visit shows until the server's list has its document in a settled state.
  const settled = new Set(documents.filter((d) => d.status !== 'uploading').map((d) => d.id));
  const shown = local.filter((r) => !(r.documentId && settled.has(r.documentId) && r.status !== 'uploading' && r.status !== 'scanning'));
  const rows = [...shown, ...documents.filter((d) => !shown.some((r) => r.documentId === d.id)).map(serverRow)].map((r) =>
    r.documentId && checking.has(r.documentId) ? { ...r, sending: true } : r,
  );
  const uploading = local.some((r) => r.sending);

  async function send(key: string, documentType: DocumentType, file: File, contentType: StartUploadRequest['contentType']) {
    let documentId: string | null = null;
    try {
      const { document, upload } = await startUpload({ documentType, fileName: file.name, contentType, sizeBytes: file.size });
      documentId = document.id;
      patch(key, { documentId });
      await postToStorage(upload, file, (progress) => patch(key, { progress }));
      patch(key, { progress: 100, status: 'scanning' });
      const { document: done } = await completeUpload(document.id);
      if (done.status === 'quarantined') {
        patch(key, { status: 'quarantined', reason: done.reason });
        notify('error', documentMessages.uploadFailed(file.name, done.reason ?? documentMessages.defaultReason));
      } else {
        patch(key, { status: done.status });
        notify('success', documentMessages.uploaded(file.name));
      }
    } catch (error) {
      patch(key, { status: 'error', progress: 0, reason: reasonOf(error), documentId: null });
      notify('error', documentMessages.uploadFailed(file.name, reasonOf(error)));
      // The half-made document is no use; a retry makes a new one.
      if (documentId) await removeDocument(documentId).catch(() => undefined);
    } finally {
      patch(key, { sending: false });
      onChanged();
    }
  }

  /**
   * Check again: completes a document left 'scanning' once more. The server resumes a completion that failed after it
   * claimed the document, or (in AWS) reads the scan's result if it has come; a settled document is refused, and the
   * list read again shows where it is.
   */
  async function check(row: UploadRow) {
    const id = row.documentId;
    if (!id || row.sending) return;
    setChecking((ids) => new Set(ids).add(id));
    try {
      const { document: done } = await completeUpload(id);
      patch(row.key, { status: done.status, reason: done.reason });
      if (done.status === 'quarantined') notify('error', documentMessages.uploadFailed(row.fileName, done.reason ?? documentMessages.defaultReason));
      else if (done.status === 'scanning') notify('info', documentMessages.stillChecking(row.fileName));
      else notify('success', documentMessages.uploaded(row.fileName));
    } catch (error) {
      notify('error', documentMessages.checkFailed(row.fileName, reasonOf(error)));
    } finally {
      setChecking((ids) => new Set([...ids].filter((i) => i !== id)));
      onChanged();
    }
  }

  function choose(documentType: DocumentType, file: File | null) {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      notify('error', documentMessages.tooLarge);
      return;
    }
    const contentType = uploadType(file);
    if (!contentType) {
      notify('error', documentMessages.wrongType);
      return;
    }
    const key = `upload-${(counter.current += 1)}`;
    setLocal((all) => [
      { key, documentId: null, documentType, fileName: file.name, sizeBytes: file.size, status: 'uploading', progress: 0, reason: null, file, sending: true },
      ...all,
    ]);
    void send(key, documentType, file, contentType);
  }

  function retry(row: UploadRow) {
    const contentType = row.file ? uploadType(row.file) : undefined;
    if (!row.file || !contentType) {
      notify('error', documentMessages.retryWithoutFile);
      return;
    }
    notify('info', documentMessages.retrying(row.fileName));
    const { file } = row;
    setLocal((all) => [
      { ...row, key: row.key, documentId: null, status: 'uploading', progress: 0, reason: null, sending: true },
      ...all.filter((r) => r.key !== row.key),
    ]);
    void send(row.key, row.documentType, file, contentType);
  }

  /**
   * A row with a stored document deletes the document and its file (the caller confirmed first); the server refuses
   * one an open dispute needs, with its reason. A failed upload of this visit only leaves the list.
   */
  async function remove(row: UploadRow) {
    if (row.documentId) {
      try {
        await removeDocument(row.documentId);
      } catch (error) {
        notify('error', documentMessages.deleteFailed(row.fileName, reasonOf(error)));
        return;
      }
    }
    setLocal((all) => all.filter((r) => r.key !== row.key));
    notify(row.documentId ? 'success' : 'info', row.documentId ? documentMessages.deleted(row.fileName) : documentMessages.removed);
    onChanged();
  }

  return { rows, uploading, canClear: !uploading && shown.length > 0, clear: () => setLocal([]), choose, retry, check, remove };
}
