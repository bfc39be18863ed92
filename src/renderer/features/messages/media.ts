import { useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';

/**
 * The address a media element may load: the message's mediaUrl resolved against the backend
 * (deployed backends send absolute addresses, some send paths), and only over http(s). Anything
 * else (javascript:, file:, data:text…) gives null and the bubble says the media is unavailable.
 */
export function mediaSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  const base = useSession.getState().backendUrl ?? (typeof window !== 'undefined' ? window.location.href : undefined);
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/**
 * A media file's bytes, fetched through the platform: in the desktop app through main (which
 * talks only to the configured backend and needs no CORS), in a browser with the page's fetch.
 */
export async function fetchMediaBytes(url: string, signal?: AbortSignal): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const response = await getPlatform().fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
}

/** Whether an address is on the configured backend (remote images elsewhere could track the reader). */
export function isBackendUrl(url: string): boolean {
  const backend = useSession.getState().backendUrl;
  if (!backend) return false;
  try {
    return new URL(url).origin === new URL(backend).origin;
  } catch {
    return false;
  }
}
