import dayjs from 'dayjs';
import type { Browser, Download } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { analysisMessages as am } from '../../lambdas/contract/analysis.js';
import { ladderMessages as l } from '../../lambdas/contract/dispute-ladder.js';
import { deskMessages as desk, disputeMessages as m } from '../../lambdas/contract/disputes.js';
import { openPage, seriousViolations, TRANSITION_MS } from '../support/axe.js';
import { downloaded, launch, toastShown } from '../support/browser.js';
import { afterCancellationWindow, completeStepsBeforeCreditPull, moveToTier, pullCreditViaApi } from '../support/credit.js';
import { acceptServiceAgreement, employeeOnAdmin, logIn, newClient, payWithTestCard, reachCheckout } from '../support/journeys.js';

const base = () => inject('e2e').url;
const shots = process.env.E2E_SCREENSHOTS;
async function pdfText(download: Download): Promise<string> {
  const pdf = await downloaded(download);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const OWN_WORDS = 'This account became delinquent more than seven years ago and should no longer be reported.';

describe('The escalation ladder in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a client disputes a finding, the desk records receipt and "verified"; the client asks for the method of verification, writes to the creditor, records what the creditor answered, then downloads the complaint packet', async () => {
    const account = await newClient();
    const { page, errors } = await openPage(browser, '/login');
    await logIn(page, account.email, account.password);
    await reachCheckout(page);
    await payWithTestCard(page);
    const token = await completeStepsBeforeCreditPull(account.email, account.password);
    await moveToTier(token, 'elite');
    await afterCancellationWindow(token);
    expect((await pullCreditViaApi(token)).status).toBe(201);

    // The Typical file's charge-off past its FCRA §605 period, at TransUnion: the file proves it.
    await page.goto(`${base()}/profile`);
    await acceptServiceAgreement(page);
    await toastShown(page, am.generated);
    const panel = page.getByTestId('recommendation');
    await panel.getByTestId('analysis-summary').waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: /Dispute: SYNCB\/OLD NAVY .* is past its reporting period/ }).click();
    await panel.getByRole('button', { name: am.disputeThis }).click();
    const dialog = page.getByRole('dialog', { name: m.fileNew });
    const accountName = await dialog.getByLabel(m.accountName).inputValue();
    await dialog.getByLabel(m.description).fill('This charge-off is past its reporting period.');
    const filed = page.waitForResponse((r) => r.url().endsWith('/api/disputes') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: m.fileNew }).click();
    expect((await filed).status()).toBe(201);
    await toastShown(page, m.filed);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The desk mails it, records the receipt from the tracking and TransUnion's "verified".
    const today = new Date().toISOString().slice(0, 10);
    const { page: staff, errors: staffErrors } = await employeeOnAdmin(browser);
    await staff.getByRole('tab', { name: desk.tabTitle }).click();
    await staff.getByRole('button', { name: new RegExp(`${desk.open} ${accountName.replace(/[/]/g, '\\/')}`) }).first().click();
    await staff.getByRole('checkbox', { name: 'TransUnion' }).check();
    await staff.getByLabel(desk.sentOn).fill(today);
    // Each action waits for its own answer: the toasts all read "Saved", so one still on screen says nothing of the next.
    const deskAction = (path: string) => staff.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
    const sent = deskAction('/sent');
    await staff.getByRole('button', { name: desk.markSent }).click();
    expect((await sent).status()).toBe(200);
    await staff.getByLabel(`TransUnion: ${desk.receivedOn}`).fill(today);
    const received = deskAction('/receipt');
    await staff.getByRole('button', { name: `${desk.recordReceipt} (TransUnion)` }).click();
    expect((await received).status()).toBe(200);
    // The drawer re-renders in place with the receipt saved: the result's list opens and stays open under the click.
    await staff.getByRole('combobox', { name: `TransUnion: ${desk.result}` }).click();
    await staff.getByRole('option', { name: desk.resultLabels.verified }).click({ timeout: 5_000 });
    if (shots) await staff.screenshot({ path: `${shots}/desk-result.png` });
    await staff.getByLabel(`TransUnion: ${desk.respondedOn}`).fill(today);
    const answered = deskAction('/result');
    await staff.getByRole('button', { name: desk.recordResult }).click();
    expect((await answered).status()).toBe(200);
    await staff.getByTestId('desk-ladder').waitFor();
    expect(staffErrors).toEqual([]);

    // The client: the method of verification first, then their own dispute to the creditor, then the complaint packet.
    await page.reload();
    await page.getByRole('tab', { name: 'Disputes' }).click();
    await page.getByTestId('dispute-row').getByRole('button', { name: /View/ }).click();
    const details = page.getByTestId('dispute-details');
    const ladder = details.getByTestId('dispute-ladder');
    await ladder.getByTestId('ladder-step-verification').getByText(l.next).waitFor();
    await details.getByRole('button', { name: m.requestVerification }).click();
    const furnisher = ladder.getByTestId('ladder-step-furnisher');
    await furnisher.getByText(l.next).waitFor();
    // An obsolete item: the attorney's summary is offered beside the steps.
    await ladder.getByTestId('ladder-step-attorney').getByText(l.attorneyOffer).waitFor();
    await page.waitForTimeout(TRANSITION_MS);
    expect(await seriousViolations(page), 'the dispute details with the ladder').toEqual([]);

    await furnisher.getByLabel(l.statementLabel).fill(OWN_WORDS);
    await furnisher.getByRole('checkbox', { name: l.affirmation }).check();
    const letter = page.waitForEvent('download');
    await furnisher.getByRole('button', { name: l.prepareFurnisher }).click();
    const letterText = await pdfText(await letter);
    expect(letterText).toContain(OWN_WORDS);
    expect(letterText).toContain('12 CFR §1022.43');

    // The creditor's answer: the form on the done step (axe-checked here), recorded, then shown with what it means.
    const answerForm = furnisher.getByTestId('furnisher-answer-form');
    await answerForm.waitFor();
    await page.waitForTimeout(TRANSITION_MS);
    expect(await seriousViolations(page), "the ladder with the creditor's answer form").toEqual([]);
    if (shots) await answerForm.screenshot({ path: `${shots}/furnisher-answer-form.png` });
    await answerForm.getByRole('radio', { name: l.answerOutcomeLabels.verified }).check();
    await answerForm.getByLabel(l.answerDateLabel).fill(today);
    await answerForm.getByLabel(l.answerNoteLabel).fill('Their letter says the account is reported correctly.');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/ladder/furnisher/answer') && r.request().method() === 'PUT');
    await answerForm.getByRole('button', { name: l.recordAnswer }).click();
    expect((await recorded).status()).toBe(200);
    await toastShown(page, l.answerSaved);
    const answer = furnisher.getByTestId('furnisher-answer');
    await answer.getByText(l.answered(dayjs(today).format('MMM D, YYYY'), l.answerOutcomeLabels.verified)).waitFor();
    await answer.getByText(l.answerMeaning.verified).waitFor();
    if (shots) await furnisher.screenshot({ path: `${shots}/furnisher-answer.png` });

    const complaint = ladder.getByTestId('ladder-step-complaint');
    await complaint.getByText(l.next).waitFor();
    const packet = page.waitForEvent('download');
    await complaint.getByRole('button', { name: l.prepareComplaint }).click();
    const packetText = await pdfText(await packet);
    for (const heading of ['1. Product', '2. Issue', '3. What happened', '4. Desired resolution', '5. Company']) expect(packetText).toContain(heading);
    expect(packetText).toContain('consumerfinance.gov/complaint');
    expect(packetText).toContain('TransUnion answered: verified.');
    expect(packetText).toContain(l.answerTimeline.verified);
    await complaint.getByRole('button', { name: l.downloadComplaint }).waitFor();
    expect(errors).toEqual([]);
  }, 300_000);
});
