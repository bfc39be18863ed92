import { describe, expect, it } from 'vitest';
import { flowBuilderOrigins, flowBuilderUrl, isAllowedFrameUrl, videoEmbedUrl, videoThumbnailUrl } from './embeds';

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

  it('frames the configured flow builder on its https origin only', () => {
    const extra = flowBuilderOrigins('https://typebot.loja.com.br/typebots');
    expect(extra).toEqual(['https://typebot.loja.com.br']);
    expect(isAllowedFrameUrl('https://typebot.loja.com.br/typebots/x/edit', extra)).toBe(true);
    expect(isAllowedFrameUrl('https://typebot.loja.com.br/typebots/x/edit')).toBe(false);
    expect(isAllowedFrameUrl('https://typebot.loja.com.br.evil.example/', extra)).toBe(false);
    expect(isAllowedFrameUrl('http://typebot.loja.com.br/', extra)).toBe(false);
    expect(flowBuilderOrigins(null)).toEqual([]);
  });

  it('takes a flow builder address only as https without credentials, on a plain host', () => {
    expect(flowBuilderUrl(' https://typebot.loja.com.br ')).toBe('https://typebot.loja.com.br/');
    expect(flowBuilderUrl('https://builder.example:8443/app')).toBe('https://builder.example:8443/app');
    expect(flowBuilderUrl('http://typebot.loja.com.br')).toBeNull();
    expect(flowBuilderUrl('https://user:pw@typebot.loja.com.br')).toBeNull();
    expect(flowBuilderUrl('javascript:alert(1)')).toBeNull();
    expect(flowBuilderUrl('data:text/html,<p>x</p>')).toBeNull();
    expect(flowBuilderUrl('typebot.loja.com.br')).toBeNull();
    expect(flowBuilderUrl('https://Typebot.Loja.com.br/a?b=1')).toBeNull();
    expect(flowBuilderUrl("https://a.example/'; script-src *")).toBeNull();
    expect(flowBuilderOrigins('https://Typebot.Loja.com.br:8443/app')).toEqual(['https://typebot.loja.com.br:8443']);
  });
});
