// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { TIERS } from './plans.js';
import { pathId } from './ids.js';
import { pageOf } from './admin.js';
import { publicMessages } from './messages.js';

const emailShape = z.email();

/** A required email: trimmed, lower-cased, the spec's message when empty. */
const requiredEmail = (emptyMessage: string) =>
  z
    .string({ message: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(254, publicMessages.invalidEmail)
    .refine((v) => emailShape.safeParse(v).success, publicMessages.invalidEmail)
    .transform((v) => v.toLowerCase());

/** POST /api/waitlist: the Business Credit launch list (coming-soon page). */
export const waitlistRequest = z.object({ email: requiredEmail(publicMessages.emailRequired) });
export type WaitlistRequest = z.infer<typeof waitlistRequest>;
export const waitlistResponse = z.object({ message: z.string() });

export const SUPPORT_LIMITS = { name: 100, question: 2000 } as const;

/**
 * POST /api/support-requests: the chat widget's opening form. All three are required after trimming
 * (spec section 5); the first missing one answers with the spec's chat message.
 */
export const supportRequestBody = z
  .object({
    name: z.string().default(''),
    email: z.string().default(''),
    question: z.string().default(''),
    /** The page the chat was opened on, for context; anything but a site path is dropped. */
    page: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    const missing = (['name', 'email', 'question'] as const).filter((k) => v[k].trim() === '');
    for (const key of missing) ctx.addIssue({ code: 'custom', path: [key], message: publicMessages.chatMissingFields });
    if (missing.length) return;
    if (!emailShape.safeParse(v.email.trim()).success || v.email.trim().length > 254) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: publicMessages.invalidEmail });
    }
    if (v.name.trim().length > SUPPORT_LIMITS.name) ctx.addIssue({ code: 'custom', path: ['name'], message: publicMessages.fieldTooLong('Name', SUPPORT_LIMITS.name) });
    if (v.question.trim().length > SUPPORT_LIMITS.question) {
      ctx.addIssue({ code: 'custom', path: ['question'], message: publicMessages.fieldTooLong('Your question', SUPPORT_LIMITS.question) });
    }
  })
  .transform((v) => ({
    name: v.name.trim(),
    email: v.email.trim().toLowerCase(),
    question: v.question.trim(),
    page: v.page && /^\/[\w\-./]*$/.test(v.page) ? v.page : null,
  }));
export type SupportRequestBody = z.output<typeof supportRequestBody>;

/** What the chat saves after the opening question: each message at most 1000 characters, at most 50 per request. */
export const SUPPORT_CONVERSATION_LIMITS = { message: 1000, messages: 50 } as const;

/** One saved chat message; `at` is the server's time of the append. */
export const supportMessage = z.object({ sender: z.enum(['visitor', 'assistant']), content: z.string(), at: z.iso.datetime() });
export type SupportMessage = z.infer<typeof supportMessage>;

/** POST /api/support-requests/{id}/messages: path parameter. */
export const supportRequestParams = z.object({ id: pathId(64, publicMessages.supportRequestNotFound) });

/**
 * POST /api/support-requests/{id}/messages: the visitor's later messages and the assistant's replies, in
 * order, with the append token the create call returned (only its hash is stored).
 */
export const supportMessagesBody = z.object({
  token: z.string().min(1, publicMessages.supportRequestNotFound).max(128),
  messages: z
    .array(
      z.object({
        sender: z.enum(['visitor', 'assistant']),
        content: z
          .string()
          .trim()
          .min(1, publicMessages.chatMessageEmpty)
          .max(SUPPORT_CONVERSATION_LIMITS.message, publicMessages.fieldTooLong('A message', SUPPORT_CONVERSATION_LIMITS.message)),
      }),
    )
    .min(1, publicMessages.chatMessageEmpty)
    .max(SUPPORT_CONVERSATION_LIMITS.messages, publicMessages.conversationTooLong(SUPPORT_CONVERSATION_LIMITS.messages)),
});
export type SupportMessagesBody = z.output<typeof supportMessagesBody>;
export const supportMessagesAppended = z.object({ count: z.number().int() });

export const supportRequestRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  question: z.string(),
  /** Where the chat was opened (a path of the site), when the browser said. */
  page: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The conversation after the opening question, in order (empty when nothing more was said or saved). */
  messages: z.array(supportMessage),
  /** A signed-in client's plan when they asked (read on the server, never from the form); null for a visitor. */
  plan: z.enum(TIERS).nullable().default(null),
  /** The plan's priority support (Elite, Total): listed first on the desk. */
  priority: z.boolean().default(false),
  /** The date (US Eastern) by whose end the plan's response target says a person answers; null without a plan. */
  respondBy: z.iso.date().nullable().default(null),
});
export type SupportRequestRow = z.infer<typeof supportRequestRow>;
/** `appendToken` lets the same browser append the rest of the conversation; it is shown once, the server keeps its hash. */
export const supportRequestCreated = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  message: z.string(),
  appendToken: z.string(),
  /** A signed-in client's request: what the chat tells them about when a person answers (the plan's response target). */
  responseNote: z.string().nullable().optional(),
});

/** GET /api/admin/support-requests: priority plans' requests first (Elite, Total), then the rest; newest first within each. */
export const supportRequestListResponse = pageOf(supportRequestRow);
export type SupportRequestListResponse = z.infer<typeof supportRequestListResponse>;

const bureau = z.enum(['equifax', 'experian', 'transunion']);

/**
 * GET /api/public/figures: the figures the public pages and the payment page may state, measured from
 * the product's own data; each is null until at least `minimumSample` clients stand behind it, and the
 * page then says something that makes no claim (docs/public-figures.md).
 */
export const publicFiguresResponse = z.object({
  averageScoreChange: z.number().int().nullable(),
  clientsRoseThisWeek: z.number().int().nonnegative().nullable(),
  medianDaysToFirstDeletion: z.number().int().nonnegative().nullable(),
  deletions: z.number().int().nonnegative().nullable(),
  /** Recent bureau deletions, anonymised: a first-name initial and a state at most. Empty below the sample. */
  activity: z.array(z.object({ at: z.string(), bureau, initial: z.string().length(1).nullable(), state: z.string().length(2).nullable() })),
  samples: z.object({ averageScoreChange: z.number().int(), clientsRoseThisWeek: z.number().int(), medianDaysToFirstDeletion: z.number().int() }),
  minimumSample: z.number().int().positive(),
  /** When the figures were read (ISO); they are cached for a few minutes. */
  asOf: z.iso.datetime(),
});
export type PublicFiguresResponse = z.infer<typeof publicFiguresResponse>;
