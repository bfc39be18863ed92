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
