import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DashboardResponse } from '@contract/dashboard';
import { api } from './api-client';

/**
 * The dashboard's one read (profile, verification, onboarding, documents, notifications, status), re-read after each
 * step. Every area of the dashboard (features documents, credit, analysis, disputes, offers, insights, onboarding)
 * invalidates it with this key, so it lives here rather than in any one of them.
 */
export const dashboardKey = ['dashboard'] as const;
export const fetchDashboard = () => api.call('dashboard');
/** Read again whenever the window regains focus, fresh or not: staff verifications, dispute results and notifications arrive from elsewhere. */
export const useDashboard = () => useQuery({ queryKey: dashboardKey, queryFn: fetchDashboard, refetchOnWindowFocus: 'always' });
/** The same read, started before the page renders (lib/guarded-prefetch.ts); fresh for the query's staleTime, so the page does not read it twice. */
export const prefetchDashboard = (queryClient: QueryClient) => void queryClient.prefetchQuery({ queryKey: dashboardKey, queryFn: fetchDashboard });

/** The dashboard's six tabs (spec section 2): key and label, in order. */
export const profileTabs = [
  { key: 'credit', label: 'Credit Tools' },
  { key: 'offers', label: 'Offers' },
  { key: 'info', label: 'Personal Info' },
  { key: 'documents', label: 'Documents' },
  { key: 'disputes', label: 'Disputes' },
  { key: 'status', label: 'Application' },
] as const;

export type ProfileTab = (typeof profileTabs)[number]['key'];

/** What every tab gets: the dashboard read and a way to switch tabs. */
export interface TabProps {
  dashboard: DashboardResponse;
  goTo: (tab: ProfileTab) => void;
}
