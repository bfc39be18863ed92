import { localScope } from '@shared/local/schema';
import { useSession } from './store';

/** The scope of the signed-in user's local state (backend origin, company, user); null when signed out. */
export function useLocalScope(): string | null {
  const backendUrl = useSession((s) => s.backendUrl);
  const user = useSession((s) => s.user);
  if (!backendUrl || !user) return null;
  return localScope(new URL(backendUrl).origin, user.companyId, user.id);
}
