import type { DashboardResponse } from '@contract/dashboard';
import type { ProfileTab } from '../use-active-tab';

/** What every tab gets: the dashboard read and a way to switch tabs. */
export interface TabProps {
  dashboard: DashboardResponse;
  goTo: (tab: ProfileTab) => void;
}
