import { useEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { ticketUuidSchema } from '@shared/ipc/ticketUuid';
import { useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';

/**
 * Opens the ticket of a `balcao://tickets/{uuid}` link (issue 5). Signed in, it goes straight to
 * /tickets/{uuid}; otherwise the login screen is told to go there once the user signs in (the same
 * `from` the private routes' guard uses), so a link that came before login is not lost.
 */
export function openTicketLink(uuid: string, navigate: NavigateFunction): boolean {
  const parsed = ticketUuidSchema.safeParse(uuid);
  if (!parsed.success) {
    console.warn('ticket link ignored', uuid);
    return false;
  }
  const path = `/tickets/${encodeURIComponent(parsed.data)}`;
  if (useSession.getState().phase === 'authenticated') navigate(path);
  else navigate('/login', { replace: true, state: { from: path } });
  return true;
}

/** Listens from the moment the router is up, signed in or not (the launch link is taken then). */
export function useTicketLinks(): void {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  useEffect(() => getPlatform().onOpenTicketLink((uuid) => void openTicketLink(uuid, latest.current)), []);
}
