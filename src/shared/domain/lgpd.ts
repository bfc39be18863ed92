/** Whether a user must see numbers masked: LGPD on, lgpdHideNumber on, and profile user (spec 1 §6). */
export function shouldMaskNumbers(settings: Record<string, string | undefined>, profile: 'admin' | 'user'): boolean {
  return settings.enableLGPD === 'enabled' && settings.lgpdHideNumber === 'enabled' && profile === 'user';
}

/**
 * Masks the middle of a number as the Whaticket family does (`slice(0,-6) + '**-**' + slice(-2)`):
 * only the last 2 digits stay visible at the end; groups are never masked. Short numbers are masked
 * too (`'123456'` → `'**-**56'`): a privacy rule must not show a number in full because it is short.
 */
export function maskNumber(number: string, isGroup = false): string {
  if (isGroup || number === '') return number;
  return `${number.slice(0, -6)}**-**${number.slice(-2)}`;
}

/** Brazilian display of a number with country code 55: +55 (65) 99999-9999. */
export function formatPhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) {
    const area = digits.slice(2, 4);
    const rest = digits.slice(4);
    const split = rest.length - 4;
    return `+55 (${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
  }
  return number;
}
