/** The translated reason a capture device could not be used (getUserMedia's DOMException names). */
export function captureErrorKey(kind: 'audio' | 'camera', error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return `${kind}.denied`;
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return `${kind}.missing`;
  return `${kind}.failed`;
}

/** Thrown when the platform (the operating system, in the desktop app) refused the device. */
export class DeviceDeniedError extends Error {
  override name = 'NotAllowedError';
}
