import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqs, FaqPage } from '../../../../web/src/features/info-pages/faq-page';
import { renderWithProviders } from '../../render';

describe('the FAQ', () => {
  const control = (question: string) => screen.getByRole('button', { name: question });
  const expanded = () => faqs.filter((f) => control(f.question).getAttribute('aria-expanded') === 'true').map((f) => f.value);

  it('has the spec’s five questions, all closed at first', () => {
    renderWithProviders(<FaqPage />);
    expect(faqs.map((f) => f.question)).toEqual([
      'How does your service improve my credit score?',
      'How long does it take to see results?',
      'Is my personal information secure?',
      'What makes you different from other credit repair companies?',
      'Can I cancel at any time?',
    ]);
    expect(expanded()).toEqual([]);
    // The client's real rights: a written contract, the 3-business-day cancellation with a full refund, then per plan.
    expect(faqs.at(-1)!.answer).toContain('written service agreement');
    expect(faqs.at(-1)!.answer).toContain('Within 3 business days of signing');
    expect(faqs.at(-1)!.answer).toContain('refunded in full');
    expect(faqs.at(-1)!.answer).not.toMatch(/no contracts/i);
  });

  it('opens one answer at a time', () => {
    renderWithProviders(<FaqPage />);
    fireEvent.click(control(faqs[0]!.question));
    expect(expanded()).toEqual([faqs[0]!.value]);
    fireEvent.click(control(faqs[2]!.question));
    expect(expanded()).toEqual([faqs[2]!.value]);
    fireEvent.click(control(faqs[4]!.question));
    expect(expanded()).toEqual([faqs[4]!.value]);
    // Clicking the open one closes it.
    fireEvent.click(control(faqs[4]!.question));
    expect(expanded()).toEqual([]);
  });

  it('keeps every answer in the page (for the prerendered HTML), each question a heading', () => {
    renderWithProviders(<FaqPage />);
    for (const f of faqs) expect(document.body.textContent).toContain(f.answer);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(faqs.map((f) => f.question));
  });
});
