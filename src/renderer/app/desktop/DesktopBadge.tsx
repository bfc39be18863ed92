import { useDesktopBadge } from './useDesktopBadge';

/** The badge counts as a component, so the bridge can load the stores they read lazily. */
export default function DesktopBadge() {
  useDesktopBadge();
  return null;
}
