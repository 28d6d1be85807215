import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentMessages, type DocumentView } from '@contract/documents';
import { renderWithProviders } from '../../render';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const server = vi.hoisted(() => ({ startUpload: vi.fn(), completeUpload: vi.fn(), removeDocument: vi.fn() }));
vi.mock('../../../../web/src/features/documents/api', () => server);

/** A stand-in for the browser's XMLHttpRequest whose upload progress the test drives. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  sent: FormData | undefined;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(status = 204) {
    this.status = status;
    this.onload?.();
  }
}

const { DocumentsTab } = await import('../../../../web/src/features/documents/documents-tab');

const view = (over: Partial<DocumentView> = {}): DocumentView => ({
  id: 'doc-1',
  documentType: 'id',
  fileName: 'passport.pdf',
  sizeBytes: 2048,
  contentType: 'application/pdf',
  status: 'uploading',
  reason: null,
  uploadedAt: '2026-11-23T18:00:00.000Z',
  reviewedAt: null,
  ...over,
});

function pick(cardTitle: string, file: File) {
  const card = screen.getByRole('heading', { name: cardTitle }).closest('.mantine-Card-root') as HTMLElement;
  const input = card.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** The toast with this text; the spec shows one at a time, so the one found is then cleared for the next. */
async function toast(text: string) {
  const found = await screen.findByText(text, {}, { timeout: 5000 });
  notifications.clean();
  return found;
}

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  notifications.clean();
});

describe('the Documents tab', { timeout: 20_000 }, () => {
  it('shows the five cards with their descriptions', () => {
    renderWithProviders(<DocumentsTab documents={[]} onChanged={() => {}} />);
    for (const [title, description] of [
      ['Government-issued ID', "Driver's license, passport or state ID"],
      ['Proof of Income', 'Pay stubs, W-2 or tax returns'],
      ['Proof of Address', 'Utility bill, lease or bank statement'],
      ['Bank Statements', 'Last 3 months'],
      ['Social Security Card', 'Social Security Card or official document'],
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(description!)).toBeTruthy();
    }
  });

  it('refuses a file over 10MB in the browser, with the spec’s message, before asking the server', async () => {
    renderWithProviders(<DocumentsTab documents={[]} onChanged={() => {}} />);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick('Proof of Income', big);
    expect(await toast(documentMessages.tooLarge)).toBeTruthy();
    expect(server.startUpload).not.toHaveBeenCalled();
  });

  it('shows the real progress of the upload from its events, and Clear List is disabled until it ends', async () => {
    const onChanged = vi.fn();
    server.startUpload.mockResolvedValue({ document: view(), upload: { url: 'http://s3.test/bucket', fields: { key: 'users/u/documents/doc-1', Policy: 'p' }, expiresAt: 'x' } });
    server.completeUpload.mockResolvedValue({ document: view({ status: 'pending_review' }) });
    renderWithProviders(<DocumentsTab documents={[]} onChanged={onChanged} />);
    pick('Government-issued ID', new File(['%PDF-1.7 hello'], 'passport.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(server.startUpload).toHaveBeenCalledWith({ documentType: 'id', fileName: 'passport.pdf', contentType: 'application/pdf', sizeBytes: 14 });
    // The signed fields first, the file last, as S3 requires.
    expect([...FakeXhr.last!.sent!.keys()]).toEqual(['key', 'Policy', 'file']);
    expect((screen.getByRole('button', { name: 'Clear List' }) as HTMLButtonElement).disabled).toBe(true);

    FakeXhr.last!.progress(37, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading passport.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('37'));
    expect(screen.getByText('37%')).toBeTruthy();
    FakeXhr.last!.progress(81, 100);
    await waitFor(() => expect(screen.getByText('81%')).toBeTruthy());

    FakeXhr.last!.finish(204);
    expect(await toast(documentMessages.uploaded('passport.pdf'))).toBeTruthy();
    expect(server.completeUpload).toHaveBeenCalledWith('doc-1');
    expect(onChanged).toHaveBeenCalled();
  });

  it('marks a refused upload failed with the server’s reason, and retries it from the file kept in memory', async () => {
    server.startUpload.mockRejectedValueOnce(new Error('Server is busy'));
    renderWithProviders(<DocumentsTab documents={[]} onChanged={() => {}} />);
    pick('Bank Statements', new File(['\x89PNG'], 'march.png', { type: 'image/png' }));
    expect(await toast(documentMessages.uploadFailed('march.png', 'Server is busy'))).toBeTruthy();
    const row = screen.getByRole('row', { name: /march\.png/ });
    expect(within(row).getByText('Error')).toBeTruthy();

    server.startUpload.mockResolvedValueOnce({ document: view({ id: 'doc-2', fileName: 'march.png', documentType: 'bank' }), upload: { url: 'u', fields: {}, expiresAt: 'x' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Retry march.png' }));
    expect(await toast(documentMessages.retrying('march.png'))).toBeTruthy();
    await waitFor(() => expect(server.startUpload).toHaveBeenCalledTimes(2));
  });

  it('offers no Retry on a rejected or quarantined row (sending the same file again cannot succeed), but Replace', async () => {
    renderWithProviders(
      <DocumentsTab
        documents={[view({ status: 'rejected', reason: 'Blurry' }), view({ id: 'doc-2', fileName: 'bill.pdf', documentType: 'address', status: 'quarantined', reason: 'The file failed the malware scan' })]}
        onChanged={() => {}}
      />,
    );
    for (const file of ['passport.pdf', 'bill.pdf']) {
      const row = screen.getByRole('row', { name: new RegExp(file) });
      expect(within(row).queryByRole('button', { name: `Retry ${file}` })).toBeNull();
      expect(within(row).getByRole('button', { name: `Replace ${file}` })).toBeTruthy();
    }
  });

  it('asks before deleting a stored document, says it deletes the file, and the toast says the file was deleted', async () => {
    const onChanged = vi.fn();
    server.removeDocument.mockResolvedValueOnce(undefined);
    renderWithProviders(<DocumentsTab documents={[view({ documentType: 'income', status: 'pending_review' })]} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: documentMessages.deleteTitle });
    expect(within(dialog).getByText(documentMessages.deleteConfirm('passport.pdf'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.removeDocument).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: documentMessages.deleteTitle })).getByRole('button', { name: documentMessages.deleteButton }));
    expect(await toast(documentMessages.deleted('passport.pdf'))).toBeTruthy();
    expect(server.removeDocument).toHaveBeenCalledWith('doc-1');
    expect(onChanged).toHaveBeenCalled();
  });

  it('a verified ID an open dispute needs: the server’s refusal is shown, and Replace uploads a new ID', async () => {
    const refusal = documentMessages.neededByDispute('Government-issued ID');
    server.removeDocument.mockRejectedValueOnce(new Error(refusal));
    renderWithProviders(<DocumentsTab documents={[view({ status: 'verified' })]} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: documentMessages.deleteTitle })).getByRole('button', { name: documentMessages.deleteButton }));
    expect(await toast(documentMessages.deleteFailed('passport.pdf', refusal))).toBeTruthy();
    expect(screen.getByRole('row', { name: /passport\.pdf/ })).toBeTruthy();

    server.startUpload.mockReturnValueOnce(new Promise(() => {}));
    const row = screen.getByRole('row', { name: /passport\.pdf/ });
    const input = row.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'new-id.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(server.startUpload).toHaveBeenCalledWith({ documentType: 'id', fileName: 'new-id.pdf', contentType: 'application/pdf', sizeBytes: 4 }));
  });

  it('offers Check again on a document left scanning, which completes it again and shows where it ended', async () => {
    const onChanged = vi.fn();
    renderWithProviders(<DocumentsTab documents={[view({ status: 'scanning' })]} onChanged={onChanged} />);
    const row = screen.getByRole('row', { name: /passport\.pdf/ });
    // Not being sent by this page: it can also be deleted.
    expect((within(row).getByRole('button', { name: 'Delete passport.pdf' }) as HTMLButtonElement).disabled).toBe(false);
    // axe-core's rules that jsdom can check on the row with its new action (the browser audit adds contrast).
    const axeRules = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    expect((await axe.run(document.body, axeRules)).violations.map((v) => v.id)).toEqual([]);

    let answer!: (value: { document: DocumentView }) => void;
    server.completeUpload.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fireEvent.click(within(row).getByRole('button', { name: `${documentMessages.checkAgain}: passport.pdf` }));
    expect(server.completeUpload).toHaveBeenCalledWith('doc-1');
    // While it is checked: no second check, no deletion.
    await waitFor(() => expect(within(row).queryByRole('button', { name: `${documentMessages.checkAgain}: passport.pdf` })).toBeNull());
    expect((within(row).getByRole('button', { name: 'Delete passport.pdf' }) as HTMLButtonElement).disabled).toBe(true);
    answer({ document: view({ status: 'pending_review' }) });
    expect(await toast(documentMessages.uploaded('passport.pdf'))).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('says a document still being scanned is still being checked, and a failed check why', async () => {
    renderWithProviders(<DocumentsTab documents={[view({ status: 'scanning' })]} onChanged={() => {}} />);
    const checkAgain = () => fireEvent.click(screen.getByRole('button', { name: `${documentMessages.checkAgain}: passport.pdf` }));
    server.completeUpload.mockResolvedValueOnce({ document: view({ status: 'scanning' }) });
    checkAgain();
    expect(await toast(documentMessages.stillChecking('passport.pdf'))).toBeTruthy();
    server.completeUpload.mockRejectedValueOnce(new Error(documentMessages.alreadyCompleted));
    await waitFor(() => checkAgain());
    expect(await toast(documentMessages.checkFailed('passport.pdf', documentMessages.alreadyCompleted))).toBeTruthy();
    server.completeUpload.mockResolvedValueOnce({ document: view({ status: 'quarantined', reason: documentMessages.infected }) });
    await waitFor(() => checkAgain());
    expect(await toast(documentMessages.uploadFailed('passport.pdf', documentMessages.infected))).toBeTruthy();
  });

  it('removes a failed upload of this visit from the list only, with the spec’s message', async () => {
    server.startUpload.mockRejectedValueOnce(new Error('Server is busy'));
    renderWithProviders(<DocumentsTab documents={[]} onChanged={() => {}} />);
    pick('Bank Statements', new File(['\x89PNG'], 'march.png', { type: 'image/png' }));
    await toast(documentMessages.uploadFailed('march.png', 'Server is busy'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove march.png from the list' }));
    expect(await toast(documentMessages.removed)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.removeDocument).not.toHaveBeenCalled();
  });
});
