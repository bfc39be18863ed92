import type { Badge } from '@shared/ipc/contract';
import { useDesktopBadge } from './useDesktopBadge';

/** The signed-in badge counts as a component, so the bridge can load the stores they read lazily. */
export default function DesktopBadge({ push }: { push: (badge: Badge) => void }) {
  useDesktopBadge(push);
  return null;
}
