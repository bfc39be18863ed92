import { z } from 'zod';
import type { Plan } from '@shared/api/company';
import { SIGNUP_FIELDS } from '@shared/api/companyInput';

/**
 * The signup form (spec 3 §5 "Signup"): the server's own field rules, whose messages ('Too
 * Short!', 'Too Long!', 'Required', 'Invalid email') are keys of the signup namespace.
 */
export const signupFormSchema = z.object({
  name: SIGNUP_FIELDS.name,
  email: SIGNUP_FIELDS.email,
  password: SIGNUP_FIELDS.password,
  phone: SIGNUP_FIELDS.phone,
  companyName: SIGNUP_FIELDS.name,
  planId: z.string().min(1, 'Required'),
});
export type SignupForm = z.input<typeof signupFormSchema>;

export const EMPTY_SIGNUP: SignupForm = { name: '', email: '', password: '', phone: '', companyName: '', planId: '' };

/** The plan's figures for its dropdown text ('name - Atendentes: users - WhatsApp: connections - Filas: queues - R$ amount'). */
export const planFigures = (plan: Plan) => ({
  name: plan.name,
  users: plan.users,
  connections: plan.connections,
  queues: plan.queues,
  amount: plan.amount || plan.value,
});
