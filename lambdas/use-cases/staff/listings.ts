import type { Analytics } from '../../ports/analytics.js';
import type { Deps } from '../../ports/deps.js';
import type { Page } from '../../ports/user-views.js';


/** The Analytics tab: the counters the events keep, as of now. */
export async function loadAnalytics(deps: { analytics: Pick<Deps['analytics'], 'analytics'>; now: () => Date }): Promise<Analytics> {
  return deps.analytics.analytics(deps.now());
}

/** The audit log, newest first, one page. */
export async function listAudit(deps: { audit: Pick<Deps['audit'], 'listAudit'> }, limit: number, after?: Record<string, unknown>): Promise<Page<Awaited<ReturnType<Deps['audit']['listAudit']>>['items'][number]>> {
  return deps.audit.listAudit(limit, after);
}

/** The Team tab: every employee and admin, newest first. */
export async function listTeam(deps: { team: Pick<Deps['team'], 'listTeam'> }): Promise<Awaited<ReturnType<Deps['team']['listTeam']>>> {
  return deps.team.listTeam();
}
