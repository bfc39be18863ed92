import { describe, expect, it } from 'vitest';
import { isAllowedFrameUrl, videoEmbedUrl, videoThumbnailUrl } from './embeds';

describe('embeds', () => {
  it('frames only the video player over https', () => {
    expect(isAllowedFrameUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0')).toBe(true);
    expect(isAllowedFrameUrl('http://www.youtube-nocookie.com/embed/x')).toBe(false);
    expect(isAllowedFrameUrl('https://www.youtube-nocookie.com.evil.example/embed/x')).toBe(false);
    expect(isAllowedFrameUrl('https://www.youtube.com/embed/x')).toBe(false);
    expect(isAllowedFrameUrl('javascript:alert(1)')).toBe(false);
  });

  it('builds player and thumbnail addresses from a video code only', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(videoThumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('../../x?y')).toBeNull();
    expect(videoThumbnailUrl('')).toBeNull();
  });
});
