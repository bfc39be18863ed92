import { useDesktopBadge } from './useDesktopBadge';
import { useResume } from './useResume';
import { useTicketLinks } from './useTicketLinks';

/**
 * What the desktop layer asks of the app, signed in or not (rendered once, inside the router):
 * badge counts out; ticket links and resume from sleep in. In a browser the same platform calls
 * have their web counterparts (platform/web.ts).
 */
export function DesktopBridge() {
  useDesktopBadge();
  useTicketLinks();
  useResume();
  return null;
}
