import { lazy } from 'react';

/** /AcessTypebot (spec 2 §2: the external flow builder in a frame), for the router. */
export const FlowBuilderPage = lazy(() => import('./FlowBuilderPage'));
