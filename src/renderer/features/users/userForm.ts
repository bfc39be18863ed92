import { z } from 'zod';
import type { UserRow } from '@shared/api/user';
import type { UserCreateBody, UserRecord } from '@shared/api/userUpdate';

/** The per-user switches of spec 2 §6 that an admin sets, stored as 'enabled' / 'disabled'. */
export const PERMISSION_SWITCHES = [
  'allTicket',
  'allHistoric',
  'allUserChat',
  'userClosePendingTicket',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
] as const;
type PermissionSwitch = (typeof PERMISSION_SWITCHES)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'form.timeInvalid');

/**
 * The user dialog (spec 2 §5 "User"): name 2-50, a valid email, a password of 5-50 (required for a
 * new user, blank keeps the current one). Messages are keys of the users namespace.
 */
export function userFormSchema(isNew: boolean) {
  const password = z.string().max(50, 'form.passwordLong');
  return z
    .object({
      name: z.string().trim().min(1, 'form.required').min(2, 'form.nameShort').max(50, 'form.nameLong'),
      email: z.string().trim().min(1, 'form.required').pipe(z.email('form.emailInvalid')),
      password: isNew
        ? password.min(1, 'form.required').min(5, 'form.passwordShort')
        : password.refine((p) => p === '' || p.length >= 5, 'form.passwordShort'),
      profile: z.enum(['admin', 'user']),
      queueIds: z.array(z.number()),
      whatsappId: z.number().nullable(),
      startWork: hhmm,
      endWork: hhmm,
      farewellMessage: z.string().max(1000),
      allowGroup: z.boolean(),
      defaultTheme: z.enum(['light', 'dark']),
      defaultMenu: z.enum(['open', 'closed']),
      ...(Object.fromEntries(PERMISSION_SWITCHES.map((k) => [k, z.boolean()])) as Record<
        PermissionSwitch,
        z.ZodBoolean
      >),
    })
    .refine((v) => v.startWork <= v.endWork, { path: ['endWork'], message: 'form.endBeforeStart' });
}
export type UserForm = z.infer<ReturnType<typeof userFormSchema>>;

const on = (v: unknown) => v === 'enabled' || v === 'enable' || v === true;

/**
 * The form for a record as read, or a new user's defaults (spec 2 §6: work 00:00-23:59; a new
 * attendant may close pending tickets, as the deployed default has it).
 */
export function formOf(record: UserRecord | null): UserForm {
  const r = (record ?? {}) as Record<string, unknown>;
  const text = (key: string, fallback: string) =>
    typeof r[key] === 'string' && r[key] ? (r[key] as string) : fallback;
  return {
    name: text('name', ''),
    email: text('email', ''),
    password: '',
    profile: r.profile === 'admin' ? 'admin' : 'user',
    queueIds: record?.queues.map((q) => q.id) ?? [],
    whatsappId: record ? (record.whatsappId ?? record.whatsapp?.id ?? null) : null,
    startWork: text('startWork', '00:00'),
    endWork: text('endWork', '23:59'),
    farewellMessage: text('farewellMessage', ''),
    allowGroup: on(r.allowGroup),
    defaultTheme: r.defaultTheme === 'dark' ? 'dark' : 'light',
    defaultMenu: r.defaultMenu === 'closed' ? 'closed' : 'open',
    ...(Object.fromEntries(
      PERMISSION_SWITCHES.map((k) => [k, record ? on(r[k]) : k === 'userClosePendingTicket']),
    ) as Record<PermissionSwitch, boolean>),
  };
}

/** The body POST /users and PUT /users/{id} take: switches as 'enabled' / 'disabled', no blank password. */
export function bodyOf(form: UserForm): Omit<UserCreateBody, 'password'> & { password?: string } {
  const { password, farewellMessage, ...rest } = form;
  return {
    ...rest,
    ...(Object.fromEntries(PERMISSION_SWITCHES.map((k) => [k, form[k] ? 'enabled' : 'disabled'])) as Record<
      PermissionSwitch,
      'enabled' | 'disabled'
    >),
    farewellMessage: farewellMessage || null,
    ...(password ? { password } : {}),
  };
}

/** The server's order (name, then id) and its search (name or email, any case). */
export const byName = (a: UserRow, b: UserRow) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;

export function matchesSearch(row: UserRow, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || row.name.toLowerCase().includes(needle) || (row.email ?? '').toLowerCase().includes(needle);
}
