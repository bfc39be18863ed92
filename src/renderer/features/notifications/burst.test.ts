import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideNotification, type NotificationDecision } from '@shared/domain/notificationPolicy';
import { createBurst } from './burst';

const texts = {
  summaryTitle: (n: number) => `${n} novas mensagens`,
  summaryBody: (names: readonly string[]) => `De ${names.join(', ')}`,
};

function decision(name: string, uuid: string, over: { volume?: number; open?: boolean } = {}): NotificationDecision {
  return decideNotification({
    message: { fromMe: false, isPrivate: false, body: `oi de ${name}`, mediaType: 'chat' },
    ticket: { uuid, status: 'open', userId: 1, queueId: 1, isGroup: false, contact: { name } as never },
    viewer: { id: 1, profile: 'user', queueIds: [1] },
    openTicketUuid: over.open ? uuid : null,
    focused: true,
    settings: { showNotificationPending: true },
    volume: over.volume ?? 0.5,
    texts: { title: (n) => `Mensagem de ${n}`, media: (t) => t },
  });
}

describe('createBurst', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const show = vi.fn();
    const playSound = vi.fn();
    const burst = createBurst({ windowMs: 3000, show, playSound, texts: () => texts });
    return { show, playSound, burst };
  }

  it('a lone message: one notification, one sound at the volume, nothing after', () => {
    const { show, playSound, burst } = setup();
    burst.push(decision('Ana', 'a'));
    expect(show.mock.calls).toEqual([[{ title: 'Mensagem de Ana', body: 'oi de Ana', tag: 'balcao-1', ticketUuid: 'a' }]]);
    expect(playSound.mock.calls).toEqual([[0.5]]);
    vi.advanceTimersByTime(10_000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('fifty messages in a burst: one sound, the first at once, then one summary replacing it', () => {
    const { show, playSound, burst } = setup();
    burst.push(decision('Ana', 'a'));
    for (let i = 0; i < 49; i++) burst.push(decision(i % 2 ? 'Bia' : 'Caio', i % 2 ? 'b' : 'c'));
    expect(show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(show).toHaveBeenCalledTimes(2);
    expect(show.mock.calls[1][0]).toEqual({ title: '50 novas mensagens', body: 'De Caio, Bia, Ana', tag: 'balcao-1', ticketUuid: 'c' });
    vi.advanceTimersByTime(10_000);
    expect(show).toHaveBeenCalledTimes(2);
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('a stream keeps one burst going, refreshing its summary; after a quiet window a new burst alerts again', () => {
    const { show, playSound, burst } = setup();
    burst.push(decision('Ana', 'a'));
    vi.advanceTimersByTime(2000);
    burst.push(decision('Bia', 'b'));
    vi.advanceTimersByTime(1000); // first window ends: summary of 2
    burst.push(decision('Caio', 'c'));
    vi.advanceTimersByTime(3000); // second window ends: summary of 3, same tag
    expect(show.mock.calls.map(([n]) => [n.title, n.tag])).toEqual([
      ['Mensagem de Ana', 'balcao-1'],
      ['2 novas mensagens', 'balcao-1'],
      ['3 novas mensagens', 'balcao-1'],
    ]);
    vi.advanceTimersByTime(3000); // a quiet window: the burst is over
    burst.push(decision('Duda', 'd'));
    expect(show.mock.calls[3][0]).toMatchObject({ title: 'Mensagem de Duda', tag: 'balcao-2' });
    expect(playSound).toHaveBeenCalledTimes(2);
  });

  it('ignores what the policy keeps quiet, and plays nothing at volume 0', () => {
    const { show, playSound, burst } = setup();
    burst.push(decision('Ana', 'a', { open: true }));
    expect(show).not.toHaveBeenCalled();
    burst.push(decision('Bia', 'b', { volume: 0 }));
    expect(show).toHaveBeenCalledTimes(1);
    expect(playSound).not.toHaveBeenCalled();
  });

  it('dispose stops a burst under way', () => {
    const { show, burst } = setup();
    burst.push(decision('Ana', 'a'));
    burst.push(decision('Bia', 'b'));
    burst.dispose();
    vi.advanceTimersByTime(10_000);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
