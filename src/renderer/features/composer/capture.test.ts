import { describe, expect, it } from 'vitest';
import { previewKind } from './FilePreview';
import { captureErrorKey, DeviceDeniedError } from './mediaErrors';

describe('capture errors', () => {
  it('says the device was denied, is missing, or failed, from getUserMedia errors and the platform refusal', () => {
    expect(captureErrorKey('audio', new DOMException('no', 'NotAllowedError'))).toBe('audio.denied');
    expect(captureErrorKey('audio', new DeviceDeniedError('microphone'))).toBe('audio.denied');
    expect(captureErrorKey('camera', new DOMException('none', 'NotFoundError'))).toBe('camera.missing');
    expect(captureErrorKey('camera', new DOMException('busy', 'NotReadableError'))).toBe('camera.failed');
    expect(captureErrorKey('audio', 'strange')).toBe('audio.failed');
  });
});

describe('attachment preview kinds', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });
  it('shows images, PDFs, videos and audio, and nothing else', () => {
    expect(previewKind(file('a.png', 'image/png'))).toBe('image');
    expect(previewKind(file('b.pdf', 'application/pdf'))).toBe('pdf');
    expect(previewKind(file('c.PDF', ''))).toBe('pdf');
    expect(previewKind(file('d.webm', 'video/webm'))).toBe('video');
    expect(previewKind(file('e.ogg', 'audio/ogg'))).toBe('audio');
    expect(previewKind(file('f.txt', 'text/plain'))).toBe('none');
    expect(previewKind(file('g.zip', 'application/zip'))).toBe('none');
  });
});
