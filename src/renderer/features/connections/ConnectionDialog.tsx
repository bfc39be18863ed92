import { useEffect, useState } from 'react';
import { Alert, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { routes } from '@shared/api/routes';
import { call, errorMessage } from '@renderer/api';
import { useCompanySetting } from '@renderer/session';
import { FormDialog, LoadCover, useLoadOnOpen, useZodForm } from '@renderer/ui';
import { createConnection, endSession, fetchConnection, saveGreetingMedia, updateConnection } from './api';
import type { GreetingMedia } from './GreetingMediaField';
import { bodyOf, connectionFormSchema, formOf, needsSessionReset, type ConnectionForm } from './connectionForm';
import { CONNECTION_TABS, tabOfFirstError, type TabContext } from './connectionTabs';

interface ConnectionDialogProps {
  opened: boolean;
  /** The connection edited (its row), or null to add a WhatsApp one. */
  row: ConnectionRecord | null;
  onClose(): void;
  onSaved(connection: ConnectionRecord): void;
}

/**
 * Add or edit a connection (spec 2 "Connection dialog", §5): the tabs of CONNECTION_TABS. An edit
 * reads the connection first (the list's row may be older); a connected one that imports old
 * messages has its session ended before the save, after a warning (spec 2 §4).
 */
export function ConnectionDialog({ opened, row, onClose, onSaved }: ConnectionDialogProps) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const ratingEnabled = useCompanySetting('userRating') === 'enabled';
  const scheduleType = useCompanySetting('scheduleType');
  const form = useZodForm(connectionFormSchema({ ratingEnabled }), formOf(null));
  const [tab, setTab] = useState<string>('general');
  const [media, setMedia] = useState<GreetingMedia>({ kind: 'keep' });

  // The company's queues (the choices), and for an edit the whole connection.
  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    // A new opening starts on the first tab, the form emptied until the record is in.
    onOpen: () => {
      setTab('general');
      setMedia({ kind: 'keep' });
      form.reset(formOf(null));
    },
    load: async (signal) => {
      const [queues, connection] = await Promise.all([
        call(routes.settings.queues, { signal }),
        row ? fetchConnection(row.id, signal) : null,
      ]);
      return { queues, record: connection };
    },
    fills: { form, values: ({ record }) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const record = loaded.data?.record ?? null;
  const queues = loaded.data?.queues ?? [];

  // A refused save: open the tab of the first field in error, then put the focus on it.
  const { errors, submitCount } = form.formState;
  const errorTab = tabOfFirstError(errors);
  useEffect(() => {
    if (!errorTab) return;
    setTab(errorTab);
    const first = CONNECTION_TABS.find((x) => x.value === errorTab)?.fields.find((f) => errors[f]);
    if (first) setTimeout(() => form.setFocus(first), 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, errorTab]);

  const ready = !loaded.loading && !loaded.error;
  const ctx: TabContext = { form, t, record, queues, ratingEnabled, scheduleType, media, setMedia };
  const withHours = scheduleType === 'connection';
  const tabs = CONNECTION_TABS.filter((x) => x.visible?.(ctx) ?? true);

  const submit = async (values: ConnectionForm) => {
    // Saving before the connection is in would add a new one instead of the edit.
    if (!ready) return;
    if (record && needsSessionReset(record)) await endSession(record.id);
    const body = bodyOf(values, withHours);
    let saved = record ? await updateConnection(record.id, body) : await createConnection(body);
    try {
      saved = (await saveGreetingMedia(saved.id, media, !!record?.greetingMediaAttachment)) ?? saved;
    } catch (error) {
      // The connection is saved: saying so and closing keeps a second save from adding it again.
      notifications.show({ color: 'red', message: t('form.greetingMediaFailed', { reason: errorMessage(error, tc) }) });
    }
    onSaved(saved);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
    >
      {needsSessionReset(record) && <Alert color="yellow">{t('form.connectedWarning')}</Alert>}
      <LoadCover loading={loaded.loading} error={loaded.error} loadingLabel={t('form.loading')}>
        <Tabs value={tab} onChange={(v) => setTab(v ?? 'general')} keepMounted>
          <Tabs.List aria-label={t('form.tabs.label')}>
            {tabs.map((x) => (
              <Tabs.Tab key={x.value} value={x.value} c={x.fields.some((f) => errors[f]) ? 'red' : undefined}>
                {t(`form.tabs.${x.value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((x) => (
            <Tabs.Panel key={x.value} value={x.value} pt="md">
              <Stack gap="sm">{x.panel(ctx)}</Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </LoadCover>
    </FormDialog>
  );
}
