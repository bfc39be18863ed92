import { lazy } from 'react';

/** /queue-integration (spec 2 "Queue integrations"), for the router. */
export const QueueIntegrationsPage = lazy(() => import('./QueueIntegrationsPage'));

/** A select of the company's integrations, for the connection dialog and the queue dialog. */
export { IntegrationSelect } from './IntegrationSelect';
