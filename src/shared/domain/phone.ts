import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * How a contact's number is shown, for every country (the app ships in four languages and its
 * companies answer abroad too): the international format of the maintained phone library
 * (libphonenumber-js, Google's metadata), `5565999991234` → `+55 65 99999 1234`, `905321234567` →
 * `+90 532 123 45 67`. Backends store numbers as digits with the country code (WhatsApp ids), so
 * the digits are read as an international number. What the library does not take as a valid
 * number (a group id, a masked number, a typo) is shown as it came, never altered.
 */
export function formatPhone(number: string): string {
  if (number.includes('*')) return number;
  const digits = number.replace(/\D/g, '');
  if (!digits) return number;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.formatInternational() : number;
}
