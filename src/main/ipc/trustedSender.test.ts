import { describe, expect, it } from 'vitest';
import { createAppOrigin } from '../appOrigin';
import { senderEvent } from '../testing/fakes';
import { createTrustedSender } from './trustedSender';

const trusted = createTrustedSender({ appWebContentsIds: () => [1, 2], isAppUrl: createAppOrigin().isAppUrl });

describe('createTrustedSender', () => {
  it('trusts the top frame of an app window showing the app', () => {
    expect(trusted(senderEvent('app://balcao/tickets', 1))).toBe(true);
    expect(trusted(senderEvent('app://balcao/', 2))).toBe(true);
  });

  it('refuses a webContents that is not one of the app windows', () => {
    expect(trusted(senderEvent('app://balcao/tickets', 7))).toBe(false);
  });

  it('refuses an app window showing another origin', () => {
    for (const url of [
      'https://evil.example/',
      'file:///etc/passwd',
      'app://balcao.evil/',
      'app://other/',
      'about:blank',
      '',
    ]) {
      expect(trusted(senderEvent(url, 1)), url).toBe(false);
    }
  });

  it('refuses a sub-frame, even one on the app origin', () => {
    const event = senderEvent('app://balcao/', 1);
    expect(trusted({ ...event, senderFrame: { url: 'app://balcao/', processId: 4, routingId: 9 } })).toBe(false);
  });

  it('refuses an event whose frame is gone', () => {
    expect(trusted({ ...senderEvent('app://balcao/', 1), senderFrame: null })).toBe(false);
  });

  it('trusts the dev server origin only when one is configured', () => {
    const dev = createTrustedSender({
      appWebContentsIds: () => [1],
      isAppUrl: createAppOrigin('http://localhost:5173').isAppUrl,
    });
    expect(dev(senderEvent('http://localhost:5173/login'))).toBe(true);
    expect(dev(senderEvent('http://localhost:5174/login'))).toBe(false);
    expect(trusted(senderEvent('http://localhost:5173/login'))).toBe(false);
  });
});
