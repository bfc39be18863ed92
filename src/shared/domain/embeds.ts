import { helpVideoCode } from './helpVideo';

/**
 * The only third-party content the app shows (issue 14): the help videos, embedded from YouTube's
 * no-cookie player in a sandboxed frame, and their thumbnails; and the company's external flow
 * builder (/AcessTypebot), at the https address an admin gives on this machine. Main's CSP
 * (frame-src, img-src) and its navigation guard allow exactly these origins; nothing else may
 * load in a frame.
 */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIDEO_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/** Origins a frame of the app may show. */
export const FRAME_ORIGINS: readonly string[] = [VIDEO_EMBED_ORIGIN];
/** Third-party origins images may come from (besides the app and its backend). */
export const IMAGE_ORIGINS: readonly string[] = [VIDEO_THUMBNAIL_ORIGIN];

/**
 * Whether a frame may navigate to this address: https on an allowed origin (the help videos', and
 * `extra`: the configured flow builder's), nothing else.
 */
export function isAllowedFrameUrl(url: string, extra: readonly string[] = []): boolean {
  const match = /^(https:\/\/[^/?#]+)(?:[/?#]|$)/i.exec(url);
  if (!match) return false;
  const origin = match[1].toLowerCase();
  return FRAME_ORIGINS.includes(origin) || extra.some((o) => o.toLowerCase() === origin);
}

/** https, a plain host (letters, digits, dots, dashes) with an optional port, then a path without spaces, '@', query or fragment. */
const FLOW_BUILDER_URL = /^https:\/\/([a-z0-9.-]+(?::\d{1,5})?)(\/[^\s?#@'";]*)?$/i;

/**
 * The flow builder's address as an admin typed it, made safe to frame and to name in a CSP: an
 * https URL without credentials, query or fragment, on a plain host; its host lower-cased and a
 * bare host given a '/'. Null for anything else (http, a data: or javascript: URL, a
 * user:password@ part). A pattern, because src/shared has no URL global (no DOM, no Node).
 */
export function flowBuilderUrl(input: string): string | null {
  const match = FLOW_BUILDER_URL.exec(input.trim());
  if (!match) return null;
  return `https://${match[1].toLowerCase()}${match[2] ?? '/'}`;
}

/** The origin a configured flow builder adds to frame-src, or none. */
export function flowBuilderOrigins(url: string | null | undefined): string[] {
  const clean = url ? flowBuilderUrl(url) : null;
  return clean ? [`https://${FLOW_BUILDER_URL.exec(clean)![1]}`] : [];
}

/** The player of a help video, or null when the code is not one (never a URL built from free text). */
export function videoEmbedUrl(code: string): string | null {
  const valid = helpVideoCode(code);
  return valid === code ? `${VIDEO_EMBED_ORIGIN}/embed/${code}?rel=0` : null;
}

export function videoThumbnailUrl(code: string): string | null {
  const valid = helpVideoCode(code);
  return valid === code ? `${VIDEO_THUMBNAIL_ORIGIN}/vi/${code}/mqdefault.jpg` : null;
}
