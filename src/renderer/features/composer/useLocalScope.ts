import { localScope } from '@shared/local/schema';
import { useSession } from '@renderer/session';

/** The scope of this user's local state (backend origin, company, user), or null before sign-in. */
export function useLocalScope(): string | null {
  const backendUrl = useSession((s) => s.backendUrl);
  const user = useSession((s) => s.user);
  if (!backendUrl || !user) return null;
  return localScope(new URL(backendUrl).origin, user.companyId, user.id);
}
