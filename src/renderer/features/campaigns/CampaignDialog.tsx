import { useState } from 'react';
import { Alert, Box, Select, SimpleGrid, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@shared/api/campaign';
import { campaignBodySchema, type CampaignBody } from '@shared/api/routes/campaigns';
import { campaignEditability, CONFIRMATION_FIELDS, MESSAGE_FIELDS } from '@shared/domain/campaigns';
import { errorMessage } from '@renderer/api';
import { FormDialog, LoadCover, useLoadOnOpen, useZodForm, type FileChoice } from '@renderer/ui';
import { fetchCampaign, fetchCampaignChoices } from './api';
import { bodyOf, errorKeyOf, formOf, NO_TAG_LIST } from './campaignForm';
import { CampaignMediaField } from './CampaignMediaField';
import { saveCampaign } from './saveCampaign';

interface CampaignDialogProps {
  opened: boolean;
  /** The campaign edited (as its row shows it), or null to add one. */
  row: Campaign | null;
  onClose(): void;
  onSaved(campaign: Campaign): void;
}

const TICKET_STATUSES = ['closed', 'pending', 'open'] as const;

/**
 * Add or edit a campaign (spec 3 "Campaigns", §4, §5, §9): its name, up to five messages and five
 * confirmation messages, the schedule, the contact list, the connection, the ticket it may open,
 * and an attachment. What may change follows campaignEditability at opening: everything while
 * INATIVA or PROGRAMADA more than an hour ahead, only the messages when CANCELADA, nothing else
 * (the dialog is then read-only, Close instead of Save).
 */
export function CampaignDialog({ opened, row, onClose, onSaved }: CampaignDialogProps) {
  const { t } = useTranslation('campaigns');
  const { t: tc } = useTranslation();
  const form = useZodForm(campaignBodySchema, formOf(null));
  const [media, setMedia] = useState<FileChoice>({ kind: 'keep' });
  const [tab, setTab] = useState<string | null>('1');

  const loaded = useLoadOnOpen(opened, row?.id ?? null, {
    onOpen: () => {
      setMedia({ kind: 'keep' });
      setTab('1');
      form.reset(formOf(row));
    },
    load: async (signal) => {
      const [choices, record] = await Promise.all([
        fetchCampaignChoices(signal),
        row ? fetchCampaign(row.id, signal) : null,
      ]);
      // Decided once, as the dialog opens: a campaign crossing its hour mid-edit is refused by the server.
      return { choices, record, may: record ? campaignEditability(record, new Date()) : ('all' as const) };
    },
    fills: { form, values: ({ record }) => record && formOf(record) },
    describeError: (error) => errorMessage(error, tc),
  });
  const record = loaded.data?.record ?? null;
  const may = loaded.data?.may ?? (row ? campaignEditability(row, new Date()) : 'all');
  const locked = may !== 'all';
  const readOnly = may === 'none';
  const choices = loaded.data?.choices;

  const submit = async (values: CampaignBody) => {
    // Saving an edit before its record is in would write the defaults over it.
    if (!loaded.data || readOnly) return;
    const { saved, mediaError } = await saveCampaign(record, bodyOf(values), locked ? { kind: 'keep' } : media);
    if (mediaError !== null)
      notifications.show({ color: 'red', message: t('form.mediaFailed', { reason: errorMessage(mediaError, tc) }) });
    onSaved(saved);
    notifications.show({ color: 'green', message: t('saved') });
    onClose();
  };

  const errors = form.formState.errors;
  const err = (e: FieldError | undefined) =>
    e?.message ? (e.type === 'server' ? e.message : t(errorKeyOf(e.message))) : undefined;
  const confirmation = form.watch('confirmation') === true;
  const openTicket = form.watch('openTicket') === 'enabled';
  const select = (
    name: 'contactListId' | 'tagListId' | 'whatsappId' | 'userId' | 'queueId' | 'statusTicket',
    props: {
      label: string;
      data: { value: string; label: string }[];
      description?: string;
      disabled?: boolean;
      required?: boolean;
    },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(v) => field.onChange(v)}
          onBlur={field.onBlur}
          ref={field.ref}
          readOnly={locked}
          clearable={!locked && name !== 'statusTicket' && name !== 'tagListId'}
          allowDeselect={name !== 'statusTicket' && name !== 'tagListId'}
          searchable={name !== 'statusTicket'}
          nothingFoundMessage={t('form.nothingFound')}
          error={err(errors[name] as FieldError | undefined)}
        />
      )}
    />
  );

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(row ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={submit}
      describeError={(error) => errorMessage(error, tc)}
      readOnly={readOnly}
      size="xl"
    >
      <LoadCover loading={loaded.loading} error={loaded.error} loadingLabel={t('form.loading')}>
        {may !== 'all' && (
          <Alert color={readOnly ? 'gray' : 'yellow'} mb="sm">
            {t(readOnly ? 'form.readOnly' : 'form.messagesOnly')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.name')}
            required
            data-autofocus
            readOnly={locked}
            {...form.register('name')}
            error={err(errors.name)}
          />
          <TextInput
            label={t('form.scheduledAt')}
            type="datetime-local"
            description={t('form.scheduledAtHint')}
            readOnly={locked}
            {...form.register('scheduledAt')}
            error={err(errors.scheduledAt as FieldError | undefined)}
          />
          {select('contactListId', { label: t('form.contactList'), data: choices?.lists ?? [] })}
          {select('tagListId', {
            label: t('form.tagList'),
            description: t('form.tagListHint'),
            data: [{ value: NO_TAG_LIST, label: t('form.noTagList') }, ...(choices?.tags ?? [])],
          })}
          {select('whatsappId', { label: t('form.connection'), data: choices?.connections ?? [] })}
          <Controller
            control={form.control}
            name="confirmation"
            render={({ field }) => (
              <Switch
                mt={{ sm: 28 }}
                label={t('form.confirmation')}
                description={t('form.confirmationHint')}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={locked}
              />
            )}
          />
        </SimpleGrid>

        <Box mt="md">
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List aria-label={t('form.messages')}>
              {MESSAGE_FIELDS.map((_, i) => (
                <Tabs.Tab key={i} value={String(i + 1)}>
                  {t('form.messageTab', { n: i + 1 })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {MESSAGE_FIELDS.map((field, i) => (
              <Tabs.Panel key={field} value={String(i + 1)} pt="xs">
                <Textarea
                  label={t('form.message', { n: i + 1 })}
                  autosize
                  minRows={3}
                  maxRows={8}
                  readOnly={readOnly}
                  {...form.register(field)}
                  error={err(errors[field])}
                />
                {confirmation && (
                  <Textarea
                    mt="xs"
                    label={t('form.confirmationMessage', { n: i + 1 })}
                    autosize
                    minRows={2}
                    maxRows={6}
                    readOnly={readOnly}
                    {...form.register(CONFIRMATION_FIELDS[i])}
                    error={err(errors[CONFIRMATION_FIELDS[i]])}
                  />
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
          <Text size="xs" c="dimmed" mt={6}>
            {t('form.variablesHint')}
          </Text>
        </Box>

        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
          <Controller
            control={form.control}
            name="openTicket"
            render={({ field }) => (
              <Switch
                mt={{ sm: 28 }}
                label={t('form.openTicket')}
                checked={field.value === 'enabled'}
                onChange={(e) => field.onChange(e.currentTarget.checked ? 'enabled' : 'disabled')}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={locked}
              />
            )}
          />
          {select('statusTicket', {
            label: t('form.statusTicket'),
            data: TICKET_STATUSES.map((s) => ({ value: s, label: t(`ticketStatus.${s}`) })),
          })}
          {select('userId', {
            label: t('form.user'),
            description: openTicket ? undefined : t('form.userHint'),
            data: choices?.users ?? [],
            disabled: !openTicket,
          })}
          {select('queueId', {
            label: t('form.queue'),
            description: t('form.queueHint'),
            data: choices?.queues ?? [],
            disabled: !openTicket,
          })}
        </SimpleGrid>

        <Box mt="md">
          {locked ? (
            <Text size="sm">
              {t('form.media')}: {record?.mediaName || t('form.mediaNone')}
            </Text>
          ) : (
            <CampaignMediaField current={record?.mediaName || null} value={media} onChange={setMedia} />
          )}
        </Box>
      </LoadCover>
    </FormDialog>
  );
}
