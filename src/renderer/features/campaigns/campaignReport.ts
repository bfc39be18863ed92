import type { Campaign } from '@shared/api/campaign';

/**
 * The report's numbers (spec 3 "Campaign report"): the list's valid contacts (isWhatsappValid),
 * and from the shipping entries those delivered, those asked to confirm and those who confirmed.
 * Progress is delivered / valid contacts, in whole percent, never past 100.
 */
export function reportOf(c: Campaign) {
  const valid = (c.contactList?.contacts ?? []).filter((e) => e.isWhatsappValid).length;
  const shipping = c.shipping ?? [];
  const delivered = shipping.filter((s) => s.deliveredAt).length;
  const confirmationRequested = shipping.filter((s) => s.confirmationRequestedAt).length;
  const confirmed = shipping.filter((s) => s.confirmedAt).length;
  const percent = valid > 0 ? Math.min(100, Math.round((delivered / valid) * 100)) : 0;
  return { valid, delivered, confirmationRequested, confirmed, percent };
}
