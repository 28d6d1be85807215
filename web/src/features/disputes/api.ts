import { useQuery } from '@tanstack/react-query';
import type { Bureau } from '@contract/credit';
import type { AffirmDisputeRequest, FileDisputeRequest } from '@contract/disputes';
import type { LetterKind } from '@contract/letters';
import type { ClientLadderStep, FurnisherAnswerRequest, LadderStepRequest } from '@contract/dispute-ladder';
import { api } from '../../lib/api-client';

export const disputesKey = ['disputes'] as const;
/** `GET /api/disputes`: newest first, with this month's use of the plan's limit. */
/** Read again whenever the window regains focus: a bureau's result or a staff update arrives from elsewhere. */
export const useDisputes = () => useQuery({ queryKey: disputesKey, queryFn: () => api.call('listDisputes'), refetchOnWindowFocus: 'always' });
/** `POST /api/disputes` (201). */
export const fileDispute = (request: FileDisputeRequest) => api.call('fileDispute', { body: request });
/** `POST /api/disputes/{id}/information`: open investigations get 45 days. */
export const addDisputeInformation = (id: string, text: string) => api.call('addDisputeInformation', { params: { id }, body: { text } });

/** `POST /api/disputes/{id}/letters/{bureau}?kind=`: the letter's frozen content (built on the first call) and its file name; the browser renders the PDF. */
export const fetchLetter = (id: string, bureau: Bureau, kind: LetterKind = 'dispute') =>
  api.call('disputeLetter', { params: { id, bureau }, query: kind === 'dispute' ? {} : { kind } });
/** `GET /api/disputes/{id}/drafts`: the creditor and goodwill letters as the client's own text to edit. */
export const useDisputeDrafts = (id: string) => useQuery({ queryKey: [...disputesKey, id, 'drafts'], queryFn: () => api.call('disputeDrafts', { params: { id } }) });
/** `POST /api/disputes/{id}/verification-request`: after "verified", ask the bureau how (FCRA §611(a)(7)). */
export const requestVerification = (id: string, bureau: Bureau) => api.call('requestDisputeVerification', { params: { id }, body: { bureau } });
/** `POST /api/disputes/{id}/ladder/{step}`: take a step of the escalation ladder (409 with the reason when it is not open). */
export const takeLadderStep = (id: string, step: ClientLadderStep, body: LadderStepRequest = {}) =>
  api.call('takeDisputeLadderStep', { params: { id, step }, body });
/** `PUT /api/disputes/{id}/ladder/furnisher/answer`: what the creditor answered the client's direct dispute; recorded again, it replaces the earlier answer. */
export const recordFurnisherAnswer = (id: string, body: FurnisherAnswerRequest) => api.call('recordFurnisherAnswer', { params: { id }, body });
/** `GET /api/disputes/{id}/ladder/{step}/document`: the step's letter or packet; the browser renders the PDF. */
export const fetchLadderDocument = (id: string, step: ClientLadderStep) => api.call('disputeLadderDocument', { params: { id, step } });
/** `POST /api/disputes/{id}/affirmation`: the client affirms what the letters say in their name, with the evidence to enclose. */
export const affirmDispute = (id: string, request: AffirmDisputeRequest) =>
  api.call('affirmDispute', { params: { id }, body: request });
/** `POST /api/disputes/{id}/letters/{bureau}/approval`: Total, the client approves the wording their advisor revised (the revision they read). */
export const approveLetterWording = (id: string, bureau: Bureau, revision: number) =>
  api.call('approveLetterWording', { params: { id, bureau }, body: { revision } });
