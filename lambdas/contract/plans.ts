/** The plans' tiers, as the API names them; what each costs and includes is the plans catalogue (domain/plans.ts). */
export type Tier = 'starter' | 'elite' | 'total';
export const TIERS = ['starter', 'elite', 'total'] as const satisfies readonly Tier[];

/** Features the server checks by name (dashboard spec sections 6 and 7); which tiers have them is domain/plans.ts's FEATURES. */
export const FEATURE_NAMES = [
  'ai_credit_analysis',
  'disputes',
  'credit_monitoring',
  'email_support',
  'priority_disputes',
  'priority_support',
  'credit_builder_tools',
  'auto_dispute_letters',
  'custom_dispute_letters',
  'credit_sweep',
  'dedicated_advisor',
] as const;
export type Feature = (typeof FEATURE_NAMES)[number];
