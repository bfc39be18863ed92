import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { HOME_PATH, landingPath } from '@shared/domain/landing';
import { subscriptionState, ticketRouteFor } from '@shared/domain/session';
import type { User } from '@shared/api/user';
import { useSession, useUser } from '@renderer/session';

/** Private routes: an unauthenticated user goes to /login (and comes back after signing in). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const phase = useSession((s) => s.phase);
  const loggedOut = useSession((s) => s.loggedOut);
  const location = useLocation();
  if (phase !== 'authenticated')
    return <Navigate to="/login" replace state={loggedOut ? null : { from: location.pathname }} />;
  return children;
}

const isExpired = (user: User) =>
  subscriptionState(user.companyId, user.company?.dueDate ?? null, new Date()).kind === 'expired';

/**
 * Public routes: an authenticated user goes on into the app (spec 1 §2 Login): to the page they
 * were heading to when they may see it, else /tickets; to /financeiro-aberto when the company's
 * subscription has expired.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const phase = useSession((s) => s.phase);
  const user = useSession((s) => s.user);
  const location = useLocation();
  if (phase === 'authenticated' && user) {
    const from = (location.state as { from?: string } | null)?.from;
    const to = landingPath(from, { user, plan: user.company?.plan ?? null, expired: isExpired(user) });
    return <Navigate to={to} replace />;
  }
  return children;
}

/** /financeiro-aberto is only for a company past its due date; anyone else goes to the inbox. */
export function RequireExpired({ children }: { children: ReactNode }) {
  const user = useUser();
  if (!isExpired(user)) return <Navigate to={HOME_PATH} replace />;
  return children;
}

/** /tickets/undefined (a broken link some backends produce) goes to /tickets (spec 1 §2). */
export function TicketUuidGuard({ children }: { children: ReactNode }) {
  const { ticketId } = useParams();
  const redirect = ticketRouteFor(ticketId);
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}
