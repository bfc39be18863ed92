import { describe, expect, it, vi } from 'vitest';
import { createAppOrigin } from '../appOrigin';
import { fakeLog } from '../testing/fakes';
import { guardNavigation, type GuardedContents } from './navigation';

type Listener = (event: Record<string, unknown>) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: (details: { url: string }) => { action: string } = () => ({ action: 'allow' });
  const contents = {
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
  };
  const event = (url: string, isMainFrame = true) => ({ url, isMainFrame, preventDefault: vi.fn() });
  return {
    contents: contents as unknown as GuardedContents,
    emit: (name: string, e: ReturnType<typeof event> | { preventDefault(): void }) => listeners.get(name)?.(e as never),
    open: (url: string) => openHandler({ url }),
    event,
  };
}

function setup(frameOrigins: string[] = []) {
  const fake = fakeContents();
  const openExternal = vi.fn();
  guardNavigation(fake.contents, {
    isAppUrl: createAppOrigin().isAppUrl,
    openExternal,
    log: fakeLog(),
    frameOrigins: () => frameOrigins,
  });
  return { ...fake, openExternal };
}

describe('guardNavigation', () => {
  it('denies every window.open, handing web and mail links to the OS opener', () => {
    const { open, openExternal } = setup();
    for (const url of [
      'https://example.com',
      'mailto:a@b.c',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'app://balcao/x',
    ]) {
      expect(open(url), url).toEqual({ action: 'deny' });
    }
    expect(openExternal.mock.calls).toEqual([['https://example.com'], ['mailto:a@b.c']]);
  });

  it('cancels navigation away from the app, offering web links to the OS opener', () => {
    const { emit, event, openExternal } = setup();
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'smb://x/y']) {
      const e = event(url);
      emit('will-navigate', e);
      expect(e.preventDefault, url).toHaveBeenCalled();
    }
    expect(openExternal.mock.calls).toEqual([['https://evil.example/']]);
  });

  it('lets the app navigate within itself', () => {
    const { emit, event } = setup();
    const e = event('app://balcao/tickets');
    emit('will-navigate', e);
    expect(e.preventDefault).not.toHaveBeenCalled();
  });

  it('cancels sub-frame navigation away from the app without opening anything', () => {
    const { emit, event, openExternal } = setup();
    const e = event('https://evil.example/', false);
    emit('will-frame-navigate', e);
    expect(e.preventDefault).toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('lets a frame show the help videos’ player, and nothing else of that site', () => {
    const { emit, event } = setup();
    const player = event('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', false);
    emit('will-frame-navigate', player);
    expect(player.preventDefault).not.toHaveBeenCalled();
    const site = event('https://www.youtube.com/watch?v=dQw4w9WgXcQ', false);
    emit('will-frame-navigate', site);
    expect(site.preventDefault).toHaveBeenCalled();
    // The window itself never goes there.
    const top = event('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', true);
    emit('will-frame-navigate', top);
    emit('will-navigate', top);
    expect(top.preventDefault).toHaveBeenCalled();
  });

  it('lets a frame show the configured flow builder, and never the window', () => {
    const { emit, event } = setup(['https://typebot.loja.com.br']);
    const builder = event('https://typebot.loja.com.br/typebots', false);
    emit('will-frame-navigate', builder);
    expect(builder.preventDefault).not.toHaveBeenCalled();
    const elsewhere = event('https://typebot.loja.com.br.evil.example/', false);
    emit('will-frame-navigate', elsewhere);
    expect(elsewhere.preventDefault).toHaveBeenCalled();
    const top = event('https://typebot.loja.com.br/typebots', true);
    emit('will-navigate', top);
    expect(top.preventDefault).toHaveBeenCalled();
    // Without one configured, the same frame is refused.
    const none = setup();
    const refused = none.event('https://typebot.loja.com.br/typebots', false);
    none.emit('will-frame-navigate', refused);
    expect(refused.preventDefault).toHaveBeenCalled();
  });

  it('refuses <webview>', () => {
    const { emit } = setup();
    const e = { preventDefault: vi.fn() };
    emit('will-attach-webview', e);
    expect(e.preventDefault).toHaveBeenCalled();
  });
});
