import { z } from 'zod';

/**
 * Form schemas with the spec's validation rules (spec 1 §5). Messages are i18n keys of the
 * common namespace, whose Portuguese text is the spec's own ('Too Short!', 'Required', …).
 */
export const V = {
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
} as const;

const name = z.string().trim().min(1, V.required).min(2, V.tooShort).max(50, V.tooLong);
const email = z.string().trim().min(1, V.required).email(V.invalidEmail);
const password = z.string().min(5, V.tooShort).max(50, V.tooLong);

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, V.required),
  password: z.string().min(1, V.required),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Editing one's own profile: the password is optional (blank keeps the current one). */
export const ownProfileFormSchema = z.object({
  name,
  email,
  password: z.union([z.literal(''), password]),
});
export type OwnProfileForm = z.infer<typeof ownProfileFormSchema>;

export const userFormSchema = z.object({ name, email, password });
