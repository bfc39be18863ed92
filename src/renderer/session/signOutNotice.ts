import * as z from 'zod/mini';

/**
 * Why the last session ended without the user logging out, kept for the login page across the
 * reload that follows (spec 1 §4: the page reloads a second after 'Sua conta foi acessada em outro
 * computador.'). sessionStorage: it survives that reload in the same window and nothing longer.
 */
const KEY = 'balcao.signOutNotice';
const noticeSchema = z.object({ reason: z.literal('elsewhere'), email: z.string().check(z.maxLength(320)) });
export type SignOutNotice = z.infer<typeof noticeSchema>;

export function rememberSignOutNotice(notice: SignOutNotice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage refused (private mode, quota): the toast before the reload still said it.
  }
}

/** The notice, until the next sign-in clears it; null when there is none (or it is unreadable). */
export function readSignOutNotice(): SignOutNotice | null {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSignOutNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
