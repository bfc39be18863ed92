/**
 * The forms' validation messages (spec 1 §5), as i18n keys of the common namespace, whose
 * Portuguese text is the spec's own ('Too Short!', 'Required', …).
 */
export const V = {
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
} as const;
