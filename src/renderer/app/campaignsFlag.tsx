import type { ReactNode } from 'react';
import { NotFoundPage } from '@renderer/ui';

/**
 * Spec 1 §2 / spec 3: the campaign family's routes (/contact-lists, /campaigns, …) are reachable
 * only while a local flag named 'cshow' exists; deployed clients set it when the menu shows the
 * campaigns entries, and so does the side menu here (the plan's useCampaigns decides that).
 */
export const CAMPAIGNS_FLAG = 'cshow';

export function markCampaignsShown(): void {
  try {
    localStorage.setItem(CAMPAIGNS_FLAG, 'true');
  } catch {
    // Storage refused (private mode): the routes stay behind the flag, as on a deployed client.
  }
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
  return campaignsShown() ? <>{children}</> : <NotFoundPage />;
}
