import { z } from 'zod';
import { COMPANY_RECURRENCES } from './company';
import { flagSchema, inputIdSchema } from './input';

/*
 * What the signup page and the super user's company dialog send (spec 3 §5). The messages are the
 * spec's own texts: the server answers them in a 400's `fields`, and the pages use them as
 * translation keys of their namespace, so both sides check with these very schemas.
 */

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const password = z.string().min(5, 'Too Short!').max(50, 'Too Long!');

/** The signup page's fields: names of 2-50 characters ('Too Short!', 'Too Long!', 'Required'). */
export const SIGNUP_FIELDS = {
  name: required('Required').min(2, 'Too Short!').max(50, 'Too Long!'),
  email: required('Required').pipe(z.email('Invalid email')),
  /** Optional in the spec's form; the server still needs one to make the admin user (routes/signup.ts). */
  password: z.union([z.literal(''), password]).optional(),
  phone: required('Required').max(30, 'Too Long!'),
};

/** POST /auth/signup (spec 3 §3 "Signup payload"). */
export const signupBodySchema = z.object({
  ...SIGNUP_FIELDS,
  email: SIGNUP_FIELDS.email.transform((e) => e.toLowerCase()),
  // The signup page's ?companyId= travels along as deployed clients send it; a new company gets
  // its own id, so the server reads and ignores it.
  companyId: z.union([inputIdSchema, z.literal(''), z.null()]).optional(),
  companyName: SIGNUP_FIELDS.name,
  planId: inputIdSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** The company dialog's name and email (spec 3 §5 "Company"). */
export const COMPANY_FIELDS = {
  name: required('Nome é obrigatório').min(2, 'Too Short!').max(50, 'Too Long!'),
  email: required('E-mail é obrigatório').pipe(z.email('Email é inválido')),
  password: z.union([z.literal(''), password]).optional(),
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const count = z.coerce.number<number | string>().int().min(1).max(1000);

/**
 * POST /companies (spec 3 §3 "Company form"). An empty due date is sent as null (§5). The default
 * password, attendants and connections are the form's (routes/companies.ts says what they do).
 */
export const companyBodySchema = z.object({
  name: COMPANY_FIELDS.name,
  email: COMPANY_FIELDS.email,
  phone: z.string().trim().max(30).nullish(),
  document: z.string().trim().max(30).nullish(),
  planId: inputIdSchema,
  status: flagSchema.default(true),
  dueDate: z
    .union([isoDate, z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  recurrence: z.enum(COMPANY_RECURRENCES).or(z.literal('')).optional(),
  passwordDefault: COMPANY_FIELDS.password,
  numberAttendants: count.default(1),
  numberConections: count.default(1),
});
export type CompanyBody = z.input<typeof companyBodySchema>;

/** PUT /companies/{id}: the same fields, each optional (an absent one is kept). */
export const companyUpdateBodySchema = companyBodySchema
  .omit({ status: true, numberAttendants: true, numberConections: true })
  .partial()
  .extend({
    status: flagSchema.optional(),
    numberAttendants: count.optional(),
    numberConections: count.optional(),
  });
