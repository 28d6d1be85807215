import { analysisMessages } from '../../contract/analysis-messages.js';
import type { AnalysisRun, AnalysisView, ClientAnswer, FindingConfirmation } from '../../contract/analysis.js';
import { creditFile, type CreditFile } from '../../contract/credit.js';
import type { CreditGoal } from '../../contract/goals.js';
import { featureAccess, type PlanStanding } from '../../domain/entitlements.js';
import { buildResult } from '../../domain/analysis/analyze.js';
import { planForGoal } from '../../domain/analysis/goals.js';
import { RULES, type AnalysisInput, type DraftFinding } from '../../domain/analysis/rules.js';
import { billingMessages } from '../../contract/messages.js';
import { identityMessages } from '../../contract/identity-messages.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.js';
import type { StoredAnalysisRun } from '../../ports/analyses.js';
import type { Deps } from '../../ports/deps.js';

/**
 * The analysis of the client's credit file (docs/analysis.md). `POST /api/credit/analysis` records a
 * run and hands it to the AnalysisWorker job; the worker reads the latest report and what the rules need,
 * checks the rules one at a time and writes the run's stage and percent as it goes (the browser polls the run:
 * onboarding step 5's progress is this work, not a timer), then stores the analysis. Each run makes a new
 * analysis; the panel shows the newest.
 */

export type AnalysisDeps = Pick<Deps, 'analyses' | 'creditReports' | 'files' | 'profiles' | 'disputes' | 'entitlements' | 'now' | 'newId'>;

/** Analyses kept per client: the newest few (the panel reads the newest; the dashboard reads the whole collection). */
export const KEEP_ANALYSES = 3;

/** Earlier pulls the rules compare with (a re-aged date, a flag left standing): the last year's. */
export const EARLIER_PULLS = 12;

const stamp = (deps: Pick<Deps, 'now'>) => deps.now().toISOString();

export function toRunView(run: StoredAnalysisRun, analysis: AnalysisView | undefined): AnalysisRun {
  return { id: run.id, stage: run.stage, percent: run.percent, analysis: analysis ?? null, error: run.error };
}

/** The analysis as the client sees it: its plan ordered for their goal (stored without one, so a new goal needs no new run). */
const forGoal = (view: AnalysisView, goal: CreditGoal | null): AnalysisView => ({ ...view, actions: planForGoal(view.actions, goal) });

/** `POST /api/credit/analysis`: a new run, queued. Needs the plan's analysis and a credit report. */
export async function startAnalysis(deps: AnalysisDeps, caller: { id: string; plan: PlanStanding }, enqueue: (item: string) => Promise<void>): Promise<AnalysisRun> {
  // The plan the route wrapper read with the caller's standing: not read again.
  if (!featureAccess(caller.plan, 'ai_credit_analysis').hasAccess) throw new Forbidden(billingMessages.subscriptionRequired);
  const userId = caller.id;
  const latest = await deps.creditReports.latest(userId);
  if (!latest) throw new Invalid(analysisMessages.needsReport);
  // A file that names someone else is not analysed: staff look at it with the client first.
  if (latest.view.identityMismatches?.length) throw new Conflict(identityMessages.mismatchAnalysis);
  const at = stamp(deps);
  const run: StoredAnalysisRun = { id: deps.newId(), userId, stage: 'queued', percent: 0, analysis: null, error: null, createdAt: at, updatedAt: at };
  await deps.analyses.putRun(run);
  await enqueue(runItem(userId, run.id));
  return toRunView(run, undefined);
}

/** The queue item: the user and the run (ids only; no personal data travels through the queue). */
export const runItem = (userId: string, runId: string) => `${userId}/${runId}`;
const parseItem = (item: string) => {
  const [userId, runId] = item.split('/');
  if (!userId || !runId) throw new Invalid(`not an analysis run: ${item}`);
  return { userId, runId };
};

/** `GET /api/credit/analysis/runs/{id}`: the run's progress; the analysis once done (its plan ordered for the goal). Another user's run is not found. */
export async function getRun(deps: Pick<Deps, 'analyses' | 'profiles'>, userId: string, runId: string): Promise<AnalysisRun> {
  const run = await deps.analyses.getRun(userId, runId);
  if (!run) throw new NotFound(analysisMessages.runNotFound);
  if (!run.analysis) return toRunView(run, undefined);
  const [stored, goal] = await Promise.all([deps.analyses.get(userId, run.analysis), deps.profiles.goal(userId)]);
  return toRunView(run, stored && forGoal(stored.view, goal?.goal ?? null));
}

/** `GET /api/credit/analysis`: the newest analysis (null before the first) with its plan ordered for the client's goal, and the goal. */
export async function latestAnalysis(deps: Pick<Deps, 'analyses' | 'profiles'>, userId: string): Promise<{ analysis: AnalysisView | null; goal: CreditGoal | null }> {
  const [latest, saved] = await Promise.all([deps.analyses.latest(userId), deps.profiles.goal(userId)]);
  const goal = saved?.goal ?? null;
  return { analysis: latest ? forGoal(latest.view, goal) : null, goal };
}

/**
 * `POST /api/credit/analysis/confirmations`: the client answers a finding's question (the next run reads it). Any
 * finding of the latest analysis that asks one (or that rests on an earlier answer, to change it). The record keeps
 * the question and the answer in the words the client saw, taken from the finding, not from the request, with the time.
 */
export async function confirmFinding(deps: Pick<Deps, 'analyses' | 'now'>, userId: string, answer: FindingConfirmation): Promise<ClientAnswer> {
  const latest = await deps.analyses.latest(userId);
  const question = latest?.view.findings.find((f) => f.id === answer.findingId)?.question;
  if (!question) throw new NotFound(analysisMessages.findingNotFound);
  const record: ClientAnswer = { accurate: answer.accurate, question: question.text, wording: answer.accurate ? question.accurate : question.inaccurate, at: stamp(deps) };
  await deps.analyses.confirm(userId, answer.findingId, record);
  return record;
}

async function readFile(deps: Pick<Deps, 'files'>, key: string): Promise<CreditFile> {
  return creditFile.parse(JSON.parse(new TextDecoder().decode(await deps.files.read(key))));
}

/** What the rules read besides the file: the earlier pulls, the profile, the answers and the disputes. */
async function gather(deps: AnalysisDeps, userId: string): Promise<{ input: AnalysisInput; reportId: string }> {
  const reports = await deps.creditReports.list(userId);
  const latest = reports.at(-1);
  if (!latest) throw new Invalid(analysisMessages.needsReport);
  if (latest.view.identityMismatches?.length) throw new Conflict(identityMessages.mismatchAnalysis);
  const [file, earlier, { profile, client }, confirmations, disputes] = await Promise.all([
    readFile(deps, latest.fileKey),
    Promise.all(reports.slice(0, -1).slice(-EARLIER_PULLS).map((r) => readFile(deps, r.fileKey))),
    deps.profiles.get(userId),
    deps.analyses.confirmations(userId),
    deps.disputes.list(userId),
  ]);
  return {
    reportId: latest.id,
    input: {
      file,
      earlier,
      client: profile?.street && profile.zipCode
        ? { fullName: profile.fullName, street: profile.street, city: profile.city ?? '', state: profile.state ?? '', zipCode: profile.zipCode, employerName: client?.employerName ?? null, dateOfBirth: profile.dateOfBirth ?? null }
        : null,
      confirmations,
      disputes: disputes.map((d) => ({ accountKey: d.accountKey, items: d.items.map((i) => ({ bureau: i.bureau, result: i.result })) })),
    },
  };
}

/** The stages' share of the bar: reading 0-15, the rules 15-85 (one step per rule), the plan 85-95, done 100. */
const RULES_FROM = 15;
const RULES_TO = 85;

/**
 * The AnalysisWorker's work on one run. Safe to repeat: a run already done or failed is left as it is; a
 * retried run starts again from its first stage and writes the same analysis (its id and time are the run's). The last attempt marks the run failed with the spec's message.
 */
export async function runAnalysis(
  deps: AnalysisDeps,
  item: string,
  attempt: { last: boolean },
  narrate?: (view: Omit<AnalysisView, 'narrative'>) => Promise<string | null>,
): Promise<void> {
  const { userId, runId } = parseItem(item);
  const run = await deps.analyses.getRun(userId, runId);
  if (!run || run.stage === 'done' || run.stage === 'failed') return;
  const advance = (stage: StoredAnalysisRun['stage'], percent: number, extra: Partial<StoredAnalysisRun> = {}) => {
    Object.assign(run, { stage, percent, updatedAt: stamp(deps), ...extra });
    return deps.analyses.putRun(run);
  };
  try {
    await advance('reading_report', 5);
    const { input, reportId } = await gather(deps, userId);
    await advance('checking_rules', RULES_FROM);
    const drafts: DraftFinding[] = [];
    for (const [index, { check }] of RULES.entries()) {
      drafts.push(...check(input));
      await advance('checking_rules', Math.round(RULES_FROM + ((RULES_TO - RULES_FROM) * (index + 1)) / RULES.length));
    }
    await advance('building_plan', RULES_TO + 5);
    // Named after the run, at the run's time: a delivery of the same message again (SQS delivers at least once,
    // also while the first is still being worked) writes the same analysis, never a second one.
    const { id, createdAt } = run;
    const result = buildResult(input.file, drafts);
    const base = { id, reportId, createdAt, ...result };
    let narrative: string | null = null;
    if (narrate) {
      await advance('writing_narrative', 95);
      narrative = await narrate(base).catch(() => null);
    }
    await deps.analyses.put({ id, userId, reportId, createdAt, view: { ...base, narrative } });
    await advance('done', 100, { analysis: { id, createdAt } });
    await deps.analyses.prune(userId, KEEP_ANALYSES);
  } catch (error) {
    if (!attempt.last) throw error;
    await advance('failed', run.percent, { error: analysisMessages.failed });
  }
}

