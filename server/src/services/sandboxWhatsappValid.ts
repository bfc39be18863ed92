/**
 * What the sandbox channel says of a number: a WhatsApp account answers for an international
 * mobile of 12 or 13 digits (country and area code first). Deployed backends ask the phone.
 */
export const sandboxWhatsappValid = (digits: string) => /^\d{12,13}$/.test(digits);
