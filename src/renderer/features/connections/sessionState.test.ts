import { describe, expect, it } from 'vitest';
import { importOffer, sessionOffer } from './sessionState';

/** Spec 2 "Connections page": what each status offers, and the import's two buttons (§4, §9). */
describe('session offers', () => {
  it('follows the status as the spec lists it', () => {
    expect(sessionOffer('qrcode')).toBe('qrcode');
    expect(sessionOffer('DISCONNECTED')).toBe('retry');
    expect(sessionOffer('OPENING')).toBe('connecting');
    for (const s of ['CONNECTED', 'PAIRING', 'TIMEOUT', 'connected']) expect(sessionOffer(s)).toBe('disconnect');
    expect(sessionOffer('PENDING')).toBe('none');
  });

  it("offers 'close imported tickets' on renderButtonCloseTickets and 'preparing' for 35 seconds", () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(importOffer({ statusImportMessages: 'renderButtonCloseTickets' }, now)).toBe('close');
    expect(importOffer({ statusImportMessages: String(now - 34_000) }, now)).toBe('preparing');
    expect(importOffer({ statusImportMessages: String(now - 35_000) }, now)).toBeNull();
    expect(importOffer({ statusImportMessages: new Date(now - 5_000).toISOString() }, now)).toBe('preparing');
    expect(importOffer({ statusImportMessages: null }, now)).toBeNull();
  });
});
