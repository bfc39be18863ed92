const CODE = /^[A-Za-z0-9_-]{6,20}$/;
// watch?v=, youtu.be/, embed/, shorts/ and live/ links of YouTube (and its no-cookie host).
const LINK =
  /^(?:https?:\/\/)?(?:(?:www|m)\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{6,20})(?:[?&#/].*)?$/;

/**
 * A help entry's video is a YouTube video code (spec 2 §3 "a video code"; the help page builds the
 * thumbnail and the embed from it). People paste links too: the code is read out of the usual
 * forms. Null when the text is neither. (No URL parser here: shared code runs without DOM or Node types.)
 */
export function helpVideoCode(text: string): string | null {
  const value = text.trim();
  if (CODE.test(value)) return value;
  return LINK.exec(value)?.[1] ?? null;
}
