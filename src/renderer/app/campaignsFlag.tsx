import { useSyncExternalStore, type ReactNode } from 'react';
import { NotFoundPage } from '@renderer/ui';

/**
 * Spec 1 §2 / spec 3: the campaign family's routes (/contact-lists, /campaigns, …) are reachable
 * only while a local flag named 'cshow' exists; deployed clients set it when the menu shows the
 * campaigns entries, and so does the side menu here (the plan's useCampaigns decides that).
 */
export const CAMPAIGNS_FLAG = 'cshow';

// The route and the menu render side by side: a campaign page opened before the menu first set
// the flag (a restored or typed address) shows as soon as the menu sets it.
const listeners = new Set<() => void>();

export function markCampaignsShown(): void {
  if (campaignsShown()) return;
  try {
    localStorage.setItem(CAMPAIGNS_FLAG, 'true');
  } catch {
    // Storage refused (private mode): the routes stay behind the flag, as on a deployed client.
    return;
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another window of the app setting it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function campaignsShown(): boolean {
  try {
    return localStorage.getItem(CAMPAIGNS_FLAG) !== null;
  } catch {
    return false;
  }
}

/** A campaign-family route: its page while the flag exists, else the not-found page. */
export function RequireCampaignsFlag({ children }: { children: ReactNode }) {
  const shown = useSyncExternalStore(subscribe, campaignsShown);
  return shown ? <>{children}</> : <NotFoundPage />;
}
