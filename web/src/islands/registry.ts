import type { ComponentType } from 'react';

/**
 * Every island of the public pages, by name: the browser loads an island's code from here when it hydrates
 * (islands/runtime.ts). Each module is free of the router and of the app's providers (islands/root.tsx).
 */
export const islandLoaders = {
  header: () => import('../app/layout/header').then((m) => m.Header),
  toasts: () => import('../components/notifications').then((m) => m.ToastRegion),
  chat: () => import('../features/chat/chat-launcher').then((m) => m.ChatLauncher),
  heroProof: () => import('../features/landing/islands').then((m) => m.HeroProof),
  recentResults: () => import('../features/landing/islands').then((m) => m.RecentResults),
  howItWorks: () => import('../features/landing/islands').then((m) => m.HowItWorksButton),
  averageResults: () => import('../components/average-results').then((m) => m.AverageResults),
  plans: () => import('../components/pricing/plan-chooser').then((m) => m.PlanChooser),
  faq: () => import('../features/info-pages/faq-accordion').then((m) => m.FaqAccordion),
  waitlist: () => import('../features/coming-soon/waitlist-form').then((m) => m.WaitlistForm),
  startChat: () => import('../features/info-pages/contact-options').then((m) => m.StartChatButton),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;
