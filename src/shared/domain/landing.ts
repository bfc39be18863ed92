import type { PlanFlags } from '../api/company';
import { MENU_ENTRIES, menuEntryVisible, type MenuEntry } from './menu';
import type { PermissionSubject } from './permissions';
import { canViewDashboard } from './permissions';

/** The inbox: where everyone may go, and where a sign-in lands by default (spec 1 §2 Login). */
export const HOME_PATH = '/tickets';

interface LandingContext {
  user: PermissionSubject;
  plan: Partial<PlanFlags> | null;
  /** The company's subscription is past its due date (only then is /financeiro-aberto shown). */
  expired: boolean;
}

/** The menu entry a path belongs to ('/tags/12' → tags), if any. */
function entryOf(path: string): MenuEntry | undefined {
  return (Object.keys(MENU_ENTRIES) as MenuEntry[]).find((entry) => {
    const root = MENU_ENTRIES[entry].path;
    return root !== '/' && (path === root || path.startsWith(`${root}/`));
  });
}

/**
 * Where a sign-in goes: the page the user was heading to when they may see it, else the inbox
 * (an attendant signing in from `/`, the dashboard they may not see, lands on /tickets, not on
 * 'Acesso Negado'); /financeiro-aberto only for a company past its due date.
 */
export function landingPath(from: string | null | undefined, { user, plan, expired }: LandingContext): string {
  if (expired) return '/financeiro-aberto';
  if (!from || from === '/login' || from === '/financeiro-aberto') return HOME_PATH;
  if (from === '/') return canViewDashboard(user) ? '/' : HOME_PATH;
  const entry = entryOf(from);
  if (entry && !menuEntryVisible(entry, { user, plan, hasHelps: true })) return HOME_PATH;
  return from;
}
