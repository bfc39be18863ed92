import { helpVideoCode } from './helpVideo';

/**
 * The only third-party content the app shows (issue 14): the help videos, embedded from YouTube's
 * no-cookie player in a sandboxed frame, and their thumbnails. Main's CSP (frame-src, img-src) and
 * its navigation guard allow exactly these origins; nothing else may load in a frame.
 */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIDEO_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/** Origins a frame of the app may show. */
export const FRAME_ORIGINS: readonly string[] = [VIDEO_EMBED_ORIGIN];
/** Third-party origins images may come from (besides the app and its backend). */
export const IMAGE_ORIGINS: readonly string[] = [VIDEO_THUMBNAIL_ORIGIN];

/** Whether a frame may navigate to this address: https on an allowed origin, nothing else. */
export function isAllowedFrameUrl(url: string): boolean {
  const match = /^(https:\/\/[^/?#]+)(?:[/?#]|$)/i.exec(url);
  return !!match && FRAME_ORIGINS.includes(match[1].toLowerCase());
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
