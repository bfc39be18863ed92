import { FRAME_ORIGINS, IMAGE_ORIGINS } from '@shared/domain/embeds';

/** A backend origin as new URL().origin gives it: nothing that could break out of a CSP source. */
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.\-[\]:]+$/i;

/**
 * The app's Content-Security-Policy, sent as a header by the app:// protocol (a header, unlike a
 * <meta>, can carry frame-ancestors). Only the app's own scripts run; styles may be inline because
 * Mantine injects them; images and media may come from the backend (avatars, attachments); the
 * renderer connects to the backend itself only for socket.io (ws/wss), HTTP goes through main.
 * Frames show only the help videos' player and `frameOrigins` (the flow builder an admin
 * configured, https only), and third-party images are only the videos' thumbnails
 * (shared/domain/embeds.ts).
 * The document's CSP is fixed when it loads, so the window reloads when either changes.
 */
export function contentSecurityPolicy(backendOrigin: string | null, frameOrigins: readonly string[] = []): string {
  const backend = backendOrigin && SAFE_ORIGIN.test(backendOrigin) ? [backendOrigin] : [];
  const frames = frameOrigins.filter((origin) => origin.startsWith('https://') && SAFE_ORIGIN.test(origin));
  const socket = backend.map((origin) => origin.replace(/^http/i, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...backend, ...IMAGE_ORIGINS],
    'media-src': ["'self'", 'blob:', ...backend],
    'connect-src': ["'self'", ...backend, ...socket],
    'font-src': ["'self'", 'data:'],
    'frame-src': [...FRAME_ORIGINS, ...frames],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
