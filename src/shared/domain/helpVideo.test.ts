import { describe, expect, it } from 'vitest';
import { helpVideoCode } from './helpVideo';

describe('helpVideoCode', () => {
  it('keeps a code and reads one out of the usual YouTube links', () => {
    expect(helpVideoCode('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(helpVideoCode(' https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s ')).toBe('dQw4w9WgXcQ');
    expect(helpVideoCode('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(helpVideoCode('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(helpVideoCode('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('refuses other sites and text that is no code', () => {
    expect(helpVideoCode('https://vimeo.com/123456789')).toBeNull();
    expect(helpVideoCode('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(helpVideoCode('not a code!')).toBeNull();
    expect(helpVideoCode('abc')).toBeNull();
  });
});
