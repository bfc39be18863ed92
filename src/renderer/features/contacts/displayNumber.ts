import { useCallback } from 'react';
import { maskNumber, shouldMaskNumbers } from '@shared/domain/lgpd';
import { formatPhone } from '@shared/domain/phone';
import { useCompanySettings, useUser } from '@renderer/session';

interface NumberOwner {
  number: string;
  isGroup?: boolean;
}

/**
 * How a contact's number is shown (spec 1 §6): masked in the middle for a profile-user account
 * when enableLGPD and lgpdHideNumber are on; groups never; a number the backend already masked
 * (it contains '*') is shown as it came, not masked twice.
 */
export function displayNumber(contact: NumberOwner, mask: boolean): string {
  if (contact.isGroup || contact.number.includes('*')) return contact.number;
  return mask ? maskNumber(contact.number) : formatPhone(contact.number);
}

/** Whether the signed-in user reads contact numbers masked (LGPD, live with the company settings). */
export function useNumbersMasked(): boolean {
  const settings = useCompanySettings();
  const { profile } = useUser();
  return shouldMaskNumbers(settings, profile);
}

/** displayNumber bound to the signed-in user and the live company settings. */
export function useDisplayNumber(): (contact: NumberOwner) => string {
  const mask = useNumbersMasked();
  return useCallback((contact: NumberOwner) => displayNumber(contact, mask), [mask]);
}
