import type { Analytics } from '../../ports/analytics.js';
import type { Deps } from '../../ports/deps.js';
import type { Page } from '../../ports/user-views.js';

type AdminStore = Deps['adminStore'];

/** The Analytics tab: the counters the events keep, as of now. */
export async function loadAnalytics(deps: { adminStore: Pick<AdminStore, 'analytics'>; now: () => Date }): Promise<Analytics> {
  return deps.adminStore.analytics(deps.now());
}

/** The audit log, newest first, one page. */
export async function listAudit(deps: { adminStore: Pick<AdminStore, 'listAudit'> }, limit: number, after?: Record<string, unknown>): Promise<Page<Awaited<ReturnType<AdminStore['listAudit']>>['items'][number]>> {
  return deps.adminStore.listAudit(limit, after);
}

/** The Team tab: every employee and admin, newest first. */
export async function listTeam(deps: { adminStore: Pick<AdminStore, 'listTeam'> }): Promise<Awaited<ReturnType<AdminStore['listTeam']>>> {
  return deps.adminStore.listTeam();
}
