import { lazy } from 'react';

/** /campaigns (spec 3 "Campaigns"), for the router. */
export const CampaignsPage = lazy(() => import('./CampaignsPage'));
/** /campaign/{campaignId}/report (spec 3 "Campaign report"), for the router. */
export const CampaignReportPage = lazy(() => import('./CampaignReportPage'));
/** /campaigns-config (spec 3 "Campaign settings"), for the router. */
export const CampaignSettingsPage = lazy(() => import('./CampaignSettingsPage'));
