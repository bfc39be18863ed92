import { route } from '../route';
import { momentTicketsSchema, momentsQuerySchema } from '../moments';
import { reportPageSchema, reportQuerySchema } from '../report';

/** The management group's screens of spec 1 §2 that read tickets: the real-time panel and the attendance report. */
export const momentRoutes = {
  /** Open and pending tickets of the company, for the panel's cards (admin or allowRealTime). */
  byUser: route({ method: 'GET', path: '/usersMoments', reply: momentTicketsSchema }),
  /** The same tickets filtered (status, queues, period, one user). */
  dashboard: route({
    method: 'GET',
    path: '/dashboard/moments',
    query: momentsQuerySchema,
    reply: momentTicketsSchema,
  }),
};

export const reportRoutes = {
  /** Spec 3 "Reports": one page of the tickets matching the filters, and how many match. */
  tickets: route({ method: 'GET', path: '/ticketreport/reports', query: reportQuerySchema, reply: reportPageSchema }),
};
