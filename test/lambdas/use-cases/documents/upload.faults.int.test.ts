import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps, type Deps } from '../../../../lambdas/composition/deps.js';
import { userPk } from '../../../../lambdas/adapters/dynamo/keys.js';
import { EICAR } from '../../../../lambdas/adapters/scanner.js';
import { documentMessages } from '../../../../lambdas/contract/documents.js';
import { Conflict } from '../../../../lambdas/errors.js';
import { userFilePrefix } from '../../../../lambdas/domain/documents.js';
import { completeUpload, startUpload } from '../../../../lambdas/use-cases/documents/upload.js';
import { cleanRun, faultThenRetry, faultyDeps, fixedTime, normalise, partitionState, type FaultKind, type FaultScenario } from '../../../support/faults.js';
import { useLocalStack } from '../../../support/local.js';

/**
 * A document upload and its scan (docs/reliability.md), each step of the completion failing in turn, before
 * or after it takes effect: the document is 'uploading' or 'scanning' (and completing again resumes it), quarantined
 * with its file still to move (completing again moves it), or finished; a completion again converges on one document
 * in one place and, for an infected file, one notification. Two completions at once end in the same state.
 */
const stack = useLocalStack();
const base = buildDeps(readConfig(stack.env));
const AT = '2028-02-29T12:00:00.000Z';

interface Subject {
  userId: string;
  documentId: string;
  prefix: string;
  deps: Deps;
}

/** A started upload whose file has arrived in the bucket (what the browser's presigned POST does). */
const uploaded = (content: string) => async (): Promise<Subject> => {
  const userId = crypto.randomUUID();
  const prefix = `u${userId.slice(0, 8)}`;
  const deps = fixedTime(base, AT, prefix);
  const { document } = await startUpload(deps, userId, { documentType: 'id', fileName: 'licence.pdf', contentType: 'application/pdf', sizeBytes: content.length });
  const stored = (await deps.documents.get(userId, document.id))!;
  await deps.files.put(stored.objectKey, content, 'application/pdf');
  return { userId, documentId: document.id, prefix, deps };
};

const scenarioFor = (content: string): FaultScenario<Deps, Subject> => ({
  setup: uploaded(content),
  depsFor: (s) => s.deps,
  run: (deps, s) => completeUpload(deps, s.userId, s.documentId),
  async state(s) {
    const replace = { [s.userId]: '<user>' };
    const items = await partitionState(base.config, [userPk(s.userId)], replace, s.prefix);
    const files = (await base.files.listKeys(userFilePrefix(s.userId))).map((k) => normalise(k, replace, s.prefix)).sort();
    return { items, files };
  },
});

for (const [what, content, finalStatus] of [
  ['a clean file', '%PDF-1.7\nlicence\n%%EOF', 'pending_review'],
  ['an infected file', `%PDF-1.7\n${EICAR}\n%%EOF`, 'quarantined'],
] as const) {
  const scenario = scenarioFor(content);
  const clean = await cleanRun(scenario);
  const STEPS = clean.calls;
  const writes = (step: string) => /\.(transition|move|add)$/.test(step);
  const cases = (['rejected', 'lost'] as FaultKind[]).flatMap((kind) =>
    STEPS.flatMap((step, i) => (kind === 'rejected' || writes(step) ? [[i + 1, step, kind] as const] : [])),
  );

  /** The step that claims the document ('scanning'). */
  const CLAIM = STEPS.indexOf('documents.transition') + 1;

  /** A document left claimed: the claim was written, and the completion that made it died before it saw the answer. */
  const leftClaimed = async (): Promise<Subject> => {
    const s = await scenario.setup();
    const faulty = faultyDeps(s.deps, { failAt: CLAIM, kind: 'lost' });
    await expect(completeUpload(faulty.deps, s.userId, s.documentId)).rejects.toThrow('injected fault');
    expect((await s.deps.documents.get(s.userId, s.documentId))?.status).toBe('scanning');
    return s;
  };

  describe(`completing the upload of ${what}, under faults`, () => {
    it(`claims the document, then checks and scans it, and ends ${finalStatus}, when nothing fails`, () => {
      // It reads the object once (the bytes it pins, sniffs and scans) before it claims the document.
      expect(STEPS.slice(0, CLAIM)).toEqual(['documents.get', 'files.head', 'files.read', 'documents.transition']);
      const items = (clean.state as { items: string[] }).items.map((i) => JSON.parse(i) as { SK: string; status?: string });
      expect(items.find((i) => i.SK.startsWith('DOC#'))?.status).toBe(finalStatus);
    });

    // Past the claim the document is 'scanning' (or quarantined with its file still to move): completing again resumes it.
    for (const [n, step, kind] of cases) {
      it(`step ${n} (${step}) ${kind}: the document is still to complete, or finished; completing again converges`, async () => {
        const run = await faultThenRetry(scenario, n, kind);
        expect(run.fired).toBe(true);
        expect(run.error).toBeInstanceOf(Error);
        if (kind === 'lost' && n === STEPS.length) {
          // Everything was done; only the answer was lost. Completing again is refused (a completion is once), and nothing changes.
          expect((run.retryError as Error | undefined)?.message).toBe(documentMessages.alreadyCompleted);
        } else {
          expect(run.retryError).toBeUndefined();
        }
        expect(run.afterRetry).toEqual(clean.state);
      });
    }

    /** Two completions of the subject at the same time: each answers the settled document or is refused as complete. */
    async function twoAtOnce(s: Subject) {
      const answers = await Promise.allSettled([completeUpload(s.deps, s.userId, s.documentId), completeUpload(s.deps, s.userId, s.documentId)]);
      for (const answer of answers) {
        if (answer.status === 'fulfilled') expect(answer.value.status).toBe(finalStatus);
        else expect((answer.reason as Error).message).toBe(documentMessages.alreadyCompleted);
      }
      return answers.filter((a) => a.status === 'fulfilled').length;
    }

    it(`two completions at the same time end ${finalStatus} once: one scan result, one file, one notification at most`, async () => {
      const s = await scenario.setup();
      expect(await twoAtOnce(s)).toBeGreaterThanOrEqual(1);
      expect(await scenario.state(s)).toEqual(clean.state);
    });

    it('two completions at the same time of a document left claimed both take it over, and settle it once', async () => {
      const s = await leftClaimed();
      expect(await twoAtOnce(s)).toBe(2);
      expect(await scenario.state(s)).toEqual(clean.state);
    });

    it('completing again a document left claimed whose file has gone since says so (409), and leaves the document for the client to delete', async () => {
      const s = await leftClaimed();
      const left = (await s.deps.documents.get(s.userId, s.documentId))!;
      await base.files.deleteObject(left.objectKey);
      const refused = await completeUpload(s.deps, s.userId, s.documentId).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Conflict);
      expect(refused).toMatchObject({ message: documentMessages.fileGone });
      expect(await s.deps.documents.get(s.userId, s.documentId)).toEqual(left);
    });
  });
}
