// zod/mini: the login page carries this schema, and mini's functions are what it can afford
// (issue 18; see shared/local/schema.ts). The login page checks its form with it on submit
// (features/account/useLoginForm.ts), as zodResolver would.
import * as z from 'zod/mini';
import { V } from './validationKeys';

export const loginFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, V.required)),
  password: z.string().check(z.minLength(1, V.required)),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
