import { useEffect, useState } from 'react';
import { MultiSelect, Select, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@shared/api/user';
import type { UserRecord } from '@shared/api/userUpdate';
import { errorMessage } from '@renderer/api';
import {
  fieldErrorText,
  FormDialog,
  LoadCover,
  serverFieldErrors,
  SwitchField,
  useLoadOnOpen,
  useZodForm,
} from '@renderer/ui';
import { UserPictureField } from '@renderer/features/userPicture';
import { createUser, fetchConnections, fetchQueues, fetchUser, updateUser } from './api';
import { bodyOf, formOf, PERMISSION_SWITCHES, userFormSchema, type UserForm } from './userForm';

interface UserDialogProps {
  opened: boolean;
  /** The user edited (its row), or null to add one. */
  row: UserRow | null;
  onClose(): void;
  /** The stored version, so the list shows it before the server's event arrives. */
  onSaved(row: UserRow): void;
}

type Choices = { queues: { value: string; label: string }[]; connections: { value: string; label: string }[] };

/**
 * Add or edit a user (spec 2 "Users page"): the General tab (name, email, password, profile,
 * queues, default connection, work hours, farewell message, theme and menu) and the Permissions
 * tab (spec 2 §6's per-user switches). Editing reads the whole record first: PUT /users/{id} is
 * not a patch, and what the form does not show must go back as it was.
 */
export function UserDialog({ opened, row, onClose, onSaved }: UserDialogProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const isNew = row === null;
  const form = useZodForm(userFormSchema(isNew), formOf(null));
  const [tab, setTab] = useState<string | null>('general');
  const { submitCount } = form.formState;

  // Only the General tab has fields that can be wrong: a refused save shows it, with the first
  // wrong field focused (on the Permissions tab they would be hidden).
  useEffect(() => {
    const wrong = Object.keys(form.formState.errors)[0] as keyof UserForm | undefined;
    if (!wrong) return;
    setTab('general');
    requestAnimationFrame(() => form.setFocus(wrong));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  // The company's queues and connections (the choices), and for an edit the whole record.
  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    // A new opening starts on the first tab, the form emptied until the record is in.
    onOpen: () => {
      setTab('general');
      form.reset(formOf(null));
    },
    load: async (signal) => {
      const [queues, connections, user] = await Promise.all([
        fetchQueues(signal),
        fetchConnections(signal),
        row ? fetchUser(row.id, signal) : null,
      ]);
      const choices: Choices = {
        queues: queues.map((q) => ({ value: String(q.id), label: q.name })),
        connections: connections.map((c) => ({ value: String(c.id), label: c.name })),
      };
      return { choices, record: user };
    },
    fills: { form, values: ({ record }) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const record = loaded.data?.record ?? null;
  const choices = loaded.data?.choices ?? null;
  const setRecord = (update: (r: UserRecord) => UserRecord) =>
    loaded.setData((d) => (d?.record ? { ...d, record: update(d.record) } : d));

  const submit = async (values: UserForm) => {
    // Saving before the record is in would send a new user instead of the edit.
    if (!isNew && !record) return;
    const body = bodyOf(values);
    let saved: UserRow;
    try {
      saved = record ? await updateUser(record.id, body) : await createUser({ ...body, password: values.password });
    } catch (error) {
      // The server words a taken email in English ('An user with this email already exists.', or a
      // neutral code for another company's): said on the field, in the user's language.
      if (!serverFieldErrors(error)?.email) throw error;
      form.setError('email', { type: 'validate', message: 'form.emailTaken' }, { shouldFocus: true });
      return;
    }
    onSaved(saved);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
  };

  const errors = form.formState.errors;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(isNew ? 'form.addTitle' : 'form.editTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      <LoadCover loading={loaded.loading} error={loaded.error} loadingLabel={t('form.loading')}>
        <Tabs value={tab} onChange={setTab} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="general">{t('form.general')}</Tabs.Tab>
            <Tabs.Tab value="permissions">{t('form.permissions')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general" pt="md">
            <Stack gap="sm">
              {/* A picture is stored on its own, so only a user who exists has one to change. */}
              {record && (
                <UserPictureField
                  user={{ id: record.id, name: row?.name ?? '', profileImage: record.profileImage }}
                  onChange={(profileImage) => setRecord((r) => ({ ...r, profileImage }))}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('form.name')}
                  required
                  data-autofocus
                  {...form.register('name')}
                  error={fieldErrorText(errors.name, t)}
                />
                <TextInput
                  label={t('form.email')}
                  type="email"
                  required
                  autoComplete="off"
                  {...form.register('email')}
                  error={fieldErrorText(errors.email, t)}
                />
                <TextInput
                  label={t('form.password')}
                  type="password"
                  required={isNew}
                  autoComplete="new-password"
                  description={isNew ? undefined : t('form.passwordKeep')}
                  {...form.register('password')}
                  error={fieldErrorText(errors.password, t)}
                />
                <Controller
                  control={form.control}
                  name="profile"
                  render={({ field }) => (
                    <Select
                      label={t('form.profile')}
                      data={[
                        { value: 'admin', label: t('profiles.admin') },
                        { value: 'user', label: t('profiles.user') },
                      ]}
                      allowDeselect={false}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? 'user')}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="queueIds"
                render={({ field }) => (
                  <MultiSelect
                    label={t('form.queues')}
                    placeholder={field.value.length ? undefined : t('form.noQueues')}
                    data={choices?.queues ?? []}
                    value={field.value.map(String)}
                    onChange={(v) => field.onChange(v.map(Number))}
                    onBlur={field.onBlur}
                    searchable
                    clearable
                    error={fieldErrorText(errors.queueIds as never, t)}
                  />
                )}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Controller
                  control={form.control}
                  name="whatsappId"
                  render={({ field }) => (
                    <Select
                      label={t('form.connection')}
                      placeholder={t('form.noConnection')}
                      data={choices?.connections ?? []}
                      value={field.value === null ? null : String(field.value)}
                      onChange={(v) => field.onChange(v ? Number(v) : null)}
                      onBlur={field.onBlur}
                      clearable
                      error={fieldErrorText(errors.whatsappId, t)}
                    />
                  )}
                />
                <TextInput
                  label={t('form.startWork')}
                  type="time"
                  {...form.register('startWork')}
                  error={fieldErrorText(errors.startWork, t)}
                />
                <TextInput
                  label={t('form.endWork')}
                  type="time"
                  {...form.register('endWork')}
                  error={fieldErrorText(errors.endWork, t)}
                />
              </SimpleGrid>
              <Textarea
                label={t('form.farewellMessage')}
                autosize
                minRows={2}
                maxRows={6}
                {...form.register('farewellMessage')}
                error={fieldErrorText(errors.farewellMessage, t)}
              />
              <SimpleGrid cols={2}>
                <Controller
                  control={form.control}
                  name="defaultTheme"
                  render={({ field }) => (
                    <Select
                      label={t('form.defaultTheme')}
                      data={[
                        { value: 'light', label: t('form.themes.light') },
                        { value: 'dark', label: t('form.themes.dark') },
                      ]}
                      allowDeselect={false}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? 'light')}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="defaultMenu"
                  render={({ field }) => (
                    <Select
                      label={t('form.defaultMenu')}
                      data={[
                        { value: 'open', label: t('form.menus.open') },
                        { value: 'closed', label: t('form.menus.closed') },
                      ]}
                      allowDeselect={false}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? 'open')}
                    />
                  )}
                />
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="permissions" pt="md">
            <Stack gap="sm">
              {[...PERMISSION_SWITCHES, 'allowGroup' as const].map((name) => (
                <SwitchField key={name} control={form.control} name={name} label={t(`form.${name}`)} />
              ))}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </LoadCover>
    </FormDialog>
  );
}
