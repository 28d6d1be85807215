/**
 * The credit goals' texts and plain constants, without zod: code that needs only them (the dashboard's first
 * load) bundles no schema. contract/goals.ts re-exports every one of them.
 */
export const CREDIT_GOALS = ['mortgage', 'auto_loan', 'credit_card', 'rebuild'] as const;
export type CreditGoal = (typeof CREDIT_GOALS)[number];

/** One step the plan adds for a goal: what to do and why, in plain words. */
export interface GoalStep {
  title: string;
  description: string;
  /** Why it matters for the goal, shown where the plan shows an item's impact. */
  impact: string;
}

export const goalMessages = {
  selectorLabel: 'Your goal',
  selectorDescription: 'Tell us what you are working towards, and your action plan puts first what matters for it.',
  noGoal: 'No goal set',
  saved: 'Your goal is saved and your action plan is ordered for it.',
  cleared: 'Your goal is cleared.',
  saveFailed: 'Failed to save your goal. Please try again.',
  invalidGoal: 'Please choose one of the goals offered.',
  labels: {
    mortgage: 'A mortgage',
    auto_loan: 'A car loan',
    credit_card: 'A credit card',
    rebuild: 'Rebuilding my credit',
  } satisfies Record<CreditGoal, string>,
  /** The steps each goal adds to the plan; the domain decides where they go. */
  steps: {
    mortgage: {
      disputesFirst: {
        title: 'Finish your disputes before you apply for the mortgage',
        description:
          'Mortgage underwriting flags accounts the bureaus show as disputed, and the lender may ask you to resolve or withdraw a dispute before it can decide. File the disputes you need now, wait for the bureaus’ results, and open no new dispute while your loan is in underwriting.',
        impact: 'Avoids delays in underwriting',
      },
      statementBalances: {
        title: 'Keep card balances low on every statement date',
        description:
          'Card issuers usually report the balance on your statement, so that is the utilization the lender’s pull sees. Until closing, pay your cards down before each statement closes, not only by the due date.',
        impact: 'Shows the lowest utilization at the lender’s pull',
      },
      noNewCredit: {
        title: 'Apply for no other credit until closing',
        description:
          'Each application adds a hard inquiry, and lenders often check your credit again before closing: a new account or inquiry may have to be explained or change the terms. Rate-shopping for the mortgage itself is counted as one inquiry when it happens within a short window (14 to 45 days, depending on the scoring model).',
        impact: 'Keeps your file as the lender approved it',
      },
      rapidRescore: {
        title: 'Ask your loan officer about a rapid rescore',
        description:
          'Once you have paid down a balance or a bureau has corrected an item, a lender can ask its credit reporting agency to update your file within days instead of waiting for the next monthly update. Only a lender can order it; give them the proof (the statement showing the new balance, the bureau’s results letter).',
        impact: 'Gets the change into the lender’s score sooner',
      },
    },
    auto_loan: {
      shopInWindow: {
        title: 'Shop for the car loan within a short window',
        description:
          'Scoring models count several car-loan inquiries made within a short window (14 to 45 days, depending on the model) as one. Ask the dealer how many lenders it will send your application to.',
        impact: 'Limits the inquiries counted in your score',
      },
      compareOffers: {
        title: 'Compare a pre-approval with the dealer’s offer',
        description:
          'A pre-approval from your bank or credit union gives you a rate to compare with the dealer’s financing before you sign.',
        impact: 'No direct score impact',
      },
    },
    credit_card: {
      prequalify: {
        title: 'Check pre-qualification before you apply',
        description:
          'Many issuers show whether you pre-qualify with a soft inquiry, which does not affect your scores. Apply for the one card that fits rather than several at once: each application is a hard inquiry.',
        impact: 'Avoids hard inquiries you do not need',
      },
    },
    rebuild: {
      onTime: {
        title: 'Pay every account on time',
        description:
          'Payment history weighs most in your scores. Set up automatic payments of at least the minimum on every account, so no payment reaches 30 days late.',
        impact: 'The largest part of your scores',
      },
      oldDebts: {
        title: 'Before paying an old collection, read how old debts work',
        description:
          'A payment can restart your state’s time limit for a lawsuit on an old debt, though never the 7-year reporting period. Read "Old debts, settlements and pay-for-delete" below before you pay or promise to pay.',
        impact: 'No direct score impact',
      },
    },
  } satisfies Record<CreditGoal, Record<string, GoalStep>>,
  /** The explainer shown below the plan; sources in docs/analysis.md. */
  explainer: {
    title: 'Old debts, settlements and pay-for-delete',
    sections: [
      {
        heading: 'Two different clocks',
        paragraphs: [
          'The statute of limitations is the time a creditor or collector has to sue you over a debt. It is set by state law and differs by state and by kind of debt. After it ends, a debt collector may not sue or threaten to sue you over the debt (Regulation F, 12 CFR 1006.26(b)), though the debt itself may still be owed.',
          'The reporting period is how long a negative item may stay on your credit report. Under federal law (FCRA §605(a) and (c)), a collection or charge-off may be reported for 7 years from 180 days after the delinquency that led to it began. That date is fixed by the original delinquency, so it does not move when the account is sold to a collector.',
        ],
      },
      {
        heading: 'What a payment changes',
        paragraphs: [
          'In some states, a payment on an old debt, or a promise to pay it, can restart the time to sue. A payment never restarts the 7-year reporting period: the item must still leave your report on its original date. Paying a collection does not by itself remove it: it is then reported as paid (paid medical collections are the exception: the nationwide bureaus no longer report them).',
          'The 7-year limit does not bind every report: it does not apply, for example, to a report used for credit of $150,000 or more (FCRA §605(b)).',
        ],
      },
      {
        heading: 'Settlements and pay-for-delete',
        paragraphs: [
          'A settlement is an agreement to pay less than the full balance. The account is then reported as settled for less than the full balance, which lenders read as negative, and forgiven debt of $600 or more is usually reported to the IRS on Form 1099-C and may be taxable income.',
          'Pay-for-delete is asking a collector to have an account removed from your report in exchange for payment. A collector is not required to remove accurate information, and many do not agree. Get any settlement or deletion terms in writing before you pay. We never promise a settlement or a deletion.',
        ],
      },
    ],
    note: 'General information, not legal advice: for your state’s time limits, ask your state attorney general’s office or a consumer attorney.',
  },
} as const;
