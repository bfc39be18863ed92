import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { canViewDashboard } from '@shared/domain/permissions';
import { subscriptionState, ticketRouteFor } from '@shared/domain/session';
import { useSession, useUser } from '@renderer/features/session';
import { ForbiddenPage } from '@renderer/ui';

/** Private routes: an unauthenticated user goes to /login (and comes back after signing in). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const phase = useSession((s) => s.phase);
  const loggedOut = useSession((s) => s.loggedOut);
  const location = useLocation();
  if (phase !== 'authenticated') return <Navigate to="/login" replace state={loggedOut ? null : { from: location.pathname }} />;
  return children;
}

/**
 * Public routes: an authenticated user goes on into the app, or to /financeiro-aberto when the
 * company's subscription has expired (spec 1 §2 Login).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const phase = useSession((s) => s.phase);
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (phase === 'authenticated' && user) {
    if (subscriptionState(user.companyId, user.company?.dueDate ?? null, new Date()).kind === 'expired') {
      return <Navigate to="/financeiro-aberto" replace />;
    }
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/tickets'} replace />;
  }
  return children;
}

/** /tickets/undefined (a broken link some backends produce) goes to /tickets (spec 1 §2). */
export function TicketUuidGuard({ children }: { children: ReactNode }) {
  const { ticketId } = useParams();
  const redirect = ticketRouteFor(ticketId);
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}

/**
 * `/` is the dashboard: a user without showDashboard sees the 403 page (spec 1 §2). Until the
 * dashboard screen lands, those who may see it are taken to the inbox.
 */
export function DashboardRoute() {
  const user = useUser();
  if (!canViewDashboard(user)) return <ForbiddenPage />;
  return <Navigate to="/tickets" replace />;
}
