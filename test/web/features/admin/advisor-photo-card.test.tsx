import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffPhotoMessages as m } from '@contract/staff-photo';
import { AdvisorPhotoCard } from '../../../../web/src/features/admin/advisor-photo-card';
import { renderWithProviders } from '../../render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the staff member’s own advisor photo', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file that is not a JPEG or PNG before sending anything, and passes axe', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`);
        return json(200, { photoUrl: null, uploadedAt: null, checking: false });
      }),
    );
    const { container } = renderWithProviders(<AdvisorPhotoCard />);
    expect(await screen.findByText(m.title)).toBeTruthy();
    const input = container.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'me.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(m.chooseType);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('shows the current photo and removes it', async () => {
    let photoUrl: string | null = 'https://files.example/users/e1/profile-photo/u1';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        if (init?.method === 'DELETE') photoUrl = null;
        return json(200, { photoUrl, uploadedAt: photoUrl ? '2026-11-20T15:00:00.000Z' : null, checking: false });
      }),
    );
    renderWithProviders(<AdvisorPhotoCard />);
    expect((await screen.findByRole('img', { name: m.current })).getAttribute('src')).toBe(photoUrl);
    fireEvent.click(screen.getByRole('button', { name: m.remove }));
    await waitFor(() => expect(screen.queryByRole('img', { name: m.current })).toBeNull());
  });
});
