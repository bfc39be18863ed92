import { z } from 'zod';
import { COMPANY_RECURRENCES, type CompanyRecurrence, type CompanyRow } from '@shared/api/company';
import { COMPANY_FIELDS, type CompanyBody } from '@shared/api/companyInput';

/**
 * The company dialog (spec 3 §3 "Company form", §5): the server's own field rules, whose messages
 * ('Nome é obrigatório', 'Too Short!'…) are keys of this namespace; the plan is required, and the
 * default password too when adding (checked on save: an edit leaves it empty).
 */
export const companyFormSchema = z.object({
  name: COMPANY_FIELDS.name,
  email: COMPANY_FIELDS.email,
  planId: z.string().min(1, 'form.planRequired'),
  status: z.boolean(),
  dueDate: z.string(),
  recurrence: z.enum(COMPANY_RECURRENCES),
  passwordDefault: COMPANY_FIELDS.password,
  numberAttendants: z.number({ error: 'form.countInvalid' }).int('form.countInvalid').min(1, 'form.countInvalid'),
  numberConections: z.number({ error: 'form.countInvalid' }).int('form.countInvalid').min(1, 'form.countInvalid'),
});
export type CompanyForm = z.input<typeof companyFormSchema>;

const recurrenceOf = (value: string | null | undefined): CompanyRecurrence =>
  (COMPANY_RECURRENCES as readonly string[]).includes(value ?? '') ? (value as CompanyRecurrence) : 'MENSAL';

/** The form of a company, or of a new one (active, monthly, 1 attendant and 1 connection: spec 3 §9). */
export const formOf = (row: CompanyRow | null): CompanyForm => ({
  name: row?.name ?? '',
  email: row?.email ?? '',
  planId: row?.planId ? String(row.planId) : '',
  status: row?.status ?? true,
  dueDate: row?.dueDate?.slice(0, 10) ?? '',
  recurrence: recurrenceOf(row?.recurrence),
  passwordDefault: '',
  numberAttendants: 1,
  numberConections: 1,
});

/** What POST/PUT /companies receive: an empty due date as null (§5), no empty password. */
export const bodyOf = (values: z.output<typeof companyFormSchema>): CompanyBody => ({
  ...values,
  planId: Number(values.planId),
  dueDate: values.dueDate || null,
  passwordDefault: values.passwordDefault || undefined,
});

/** The server's order (name, then id) and its search (name, email or phone). */
export const byName = (a: CompanyRow, b: CompanyRow) => a.name.localeCompare(b.name) || a.id - b.id;

export const matchesSearch = (row: CompanyRow, term: string) => {
  const q = term.trim().toLowerCase();
  return !q || [row.name, row.email, row.phone].some((v) => v?.toLowerCase().includes(q));
};
