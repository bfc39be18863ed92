import { useEffect } from 'react';
import type { Plan } from '@shared/api/company';
import { fetchPlan } from './companyData';
import { useSession } from './store';
import { whenFirstScreenShown } from '@renderer/ui/firstScreen';

function applyPlan(companyId: number, plan: Plan) {
  useSession.setState((s) => {
    const company = s.user?.company;
    // A reply for a company no longer signed in (the user switched) is dropped.
    if (!s.user || !company || company.id !== companyId) return s;
    return { user: { ...s.user, company: { ...company, plan } } };
  });
}

/**
 * Keeps the company's plan live while signed in, so the menu's entries and the plan gates
 * (RequirePlan) follow a change at once: the plan is read again (GET /companies/listPlan/{id})
 * when the reference server says it changed (`company-{id}-plan`: the super user edited it, or
 * moved the company to another) and after every (re)connect, because deployed backends never
 * send that event and socket.io keeps no history of what was missed.
 */
export function useCompanyPlanRealtime(): void {
  const realtime = useSession((s) => s.realtime);
  const companyId = useSession((s) => s.user?.companyId);
  useEffect(() => {
    if (!realtime || companyId === undefined) return;
    const reread = () => {
      fetchPlan(companyId)
        .then((plan) => applyPlan(companyId, plan))
        .catch((error: unknown) => console.warn('company plan not read again', error));
    };
    const offChange = realtime.onEvent('plan', reread);
    // The first connect's resync waits for the first screen: the inbox's first row does not wait for it.
    let live = true;
    const offResync = realtime.onResync(() => void whenFirstScreenShown().then(() => live && reread()));
    // Connected before this effect ran (a slow first render): that connect's resync went by.
    if (realtime.status === 'connected') void whenFirstScreenShown().then(() => live && reread());
    return () => {
      live = false;
      offChange();
      offResync();
    };
  }, [realtime, companyId]);
}
