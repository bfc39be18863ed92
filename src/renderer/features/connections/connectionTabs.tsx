import type { ReactNode } from 'react';
import { Alert, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { PromptSelect } from '@renderer/features/prompts';
import { IntegrationSelect } from '@renderer/features/queueIntegrations';
import { WeeklyHoursEditor } from '@renderer/features/serviceHours';
import { fieldErrorText, SwitchField } from '@renderer/ui';
import type { ConnectionForm } from './connectionForm';
import { DateField, NumberField, QueueSelect, type Form } from './fields';
import { GreetingMediaField, type GreetingMedia } from './GreetingMediaField';

/** What every tab panel is drawn from. */
export interface TabContext {
  form: Form;
  t: TFunction<'connections'>;
  record: ConnectionRecord | null;
  queues: { id: number; name: string }[];
  ratingEnabled: boolean;
  /** The company's scheduleType: the schedules tab shows when it is connection. */
  scheduleType: string | undefined;
  /** The greeting's file, chosen in the dialog, uploaded on save. */
  media: GreetingMedia;
  setMedia(media: GreetingMedia): void;
}

/**
 * One tab of the connection dialog: its name, the form fields it holds (a failed save opens the
 * tab of the first field in error) and its panel. The dialog draws this list as it is, so a tab
 * is added by adding an entry (the weekly-hours tab, shown when scheduleType is connection,
 * comes as one more entry).
 */
export interface ConnectionTab {
  value: string;
  fields: readonly (keyof ConnectionForm)[];
  /** Whether the tab shows (default: always). */
  visible?(ctx: TabContext): boolean;
  panel(ctx: TabContext): ReactNode;
}

const message = (ctx: TabContext, name: keyof ConnectionForm & `${string}Message`, label: string, required = false) => (
  <Textarea
    label={label}
    required={required}
    autosize
    minRows={2}
    maxRows={6}
    {...ctx.form.register(name)}
    error={fieldErrorText(ctx.form.formState.errors[name], ctx.t)}
  />
);

const noEngine = (ctx: TabContext) => <Alert color="gray">{ctx.t('form.noEngine')}</Alert>;

export const CONNECTION_TABS: ConnectionTab[] = [
  {
    value: 'general',
    fields: [
      'name',
      'isDefault',
      'queueIds',
      'greetingMessage',
      'complationMessage',
      'outOfHoursMessage',
      'ratingMessage',
      'enableImportMessage',
      'importOldMessages',
      'importRecentMessages',
      'queueIdImportMessages',
    ],
    panel: (ctx) => {
      const { form, t } = ctx;
      const queueCount = form.watch('queueIds').length;
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="xs">
            <TextInput
              label={t('form.name')}
              required
              data-autofocus
              {...form.register('name')}
              error={fieldErrorText(form.formState.errors.name, t)}
            />
            <TextInput
              label={t('form.token')}
              description={t('form.tokenHint')}
              inputWrapperOrder={['label', 'input', 'description']}
              readOnly
              value={ctx.record?.token ?? ''}
              placeholder={t('form.tokenNew')}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
          </SimpleGrid>
          <SwitchField control={form.control} name="isDefault" label={t('form.isDefault')} />
          <Controller
            control={form.control}
            name="queueIds"
            render={({ field }) => (
              <MultiSelect
                label={t('form.queues')}
                description={t('form.queuesHint')}
                data={ctx.queues.map((q) => ({ value: String(q.id), label: q.name }))}
                value={field.value.map(String)}
                onChange={(v) => field.onChange(v.map(Number))}
                onBlur={field.onBlur}
                ref={field.ref}
                clearable
                searchable
              />
            )}
          />
          {message(ctx, 'greetingMessage', t('form.greeting'), queueCount > 1)}
          <GreetingMediaField
            current={ctx.record?.greetingMediaAttachment ?? null}
            value={ctx.media}
            onChange={ctx.setMedia}
          />
          {message(ctx, 'complationMessage', t('form.complation'))}
          {message(ctx, 'outOfHoursMessage', t('form.outOfHours'))}
          {message(ctx, 'ratingMessage', t('form.rating'), ctx.ratingEnabled)}
          <ImportFields ctx={ctx} />
        </Stack>
      );
    },
  },
  {
    value: 'integrations',
    fields: ['integrationId', 'promptId'],
    panel: (ctx) => (
      <Stack gap="sm">
        {noEngine(ctx)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={ctx.form.control}
            name="integrationId"
            render={({ field, fieldState }) => (
              <IntegrationSelect
                label={ctx.t('form.integrationId')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldErrorText(fieldState.error, ctx.t)}
              />
            )}
          />
          <Controller
            control={ctx.form.control}
            name="promptId"
            render={({ field, fieldState }) => (
              <PromptSelect
                label={ctx.t('form.promptId')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldErrorText(fieldState.error, ctx.t)}
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    ),
  },
  {
    value: 'messages',
    fields: [
      'expiresInactiveMessage',
      'allowGroup',
      'groupAsTicket',
      'collectiveVacationMessage',
      'collectiveVacationStart',
      'collectiveVacationEnd',
    ],
    panel: (ctx) => (
      <Stack gap="sm">
        {message(ctx, 'expiresInactiveMessage', ctx.t('form.inactive'))}
        {message(ctx, 'collectiveVacationMessage', ctx.t('form.vacationMessage'))}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            form={ctx.form}
            name="collectiveVacationStart"
            label={ctx.t('form.vacationStart')}
            required={ctx.form.watch('collectiveVacationMessage').trim() !== ''}
          />
          <DateField
            form={ctx.form}
            name="collectiveVacationEnd"
            label={ctx.t('form.vacationEnd')}
            required={ctx.form.watch('collectiveVacationMessage').trim() !== ''}
          />
        </SimpleGrid>
        <SwitchField control={ctx.form.control} name="allowGroup" label={ctx.t('form.allowGroup')} />
        <SwitchField control={ctx.form.control} name="groupAsTicket" label={ctx.t('form.groupAsTicket')} />
      </Stack>
    ),
  },
  {
    value: 'chatbot',
    fields: [
      'timeUseBotQueues',
      'maxUseBotQueues',
      'expiresTicket',
      'whenExpiresTicket',
      'timeSendQueue',
      'sendIdQueue',
      'timeCreateNewTicket',
    ],
    panel: (ctx) => {
      const { form, t } = ctx;
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField form={form} name="timeUseBotQueues" label={t('form.timeUseBotQueues')} />
          <NumberField form={form} name="maxUseBotQueues" label={t('form.maxUseBotQueues')} />
          <NumberField form={form} name="expiresTicket" label={t('form.expiresTicket')} />
          <Controller
            control={form.control}
            name="whenExpiresTicket"
            render={({ field }) => (
              <Select
                label={t('form.whenExpiresTicket')}
                data={(['0', '1'] as const).map((v) => ({ value: v, label: t(`form.whenExpires.${v}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '0')}
                allowDeselect={false}
              />
            )}
          />
          <NumberField form={form} name="timeSendQueue" label={t('form.timeSendQueue')} />
          <QueueSelect form={form} name="sendIdQueue" label={t('form.sendIdQueue')} queues={ctx.queues} />
          <NumberField form={form} name="timeCreateNewTicket" label={t('form.timeCreateNewTicket')} />
        </SimpleGrid>
      );
    },
  },
  {
    value: 'nps',
    fields: ['expiresTicketNPS', 'maxUseBotQueuesNPS'],
    panel: (ctx) => (
      <Stack gap="sm">
        {!ctx.ratingEnabled && <Alert color="gray">{ctx.t('form.ratingOff')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField form={ctx.form} name="expiresTicketNPS" label={ctx.t('form.expiresTicketNPS')} />
          <NumberField form={ctx.form} name="maxUseBotQueuesNPS" label={ctx.t('form.maxUseBotQueuesNPS')} />
        </SimpleGrid>
      </Stack>
    ),
  },
  {
    value: 'schedules',
    fields: ['schedules'],
    visible: (ctx) => ctx.scheduleType === 'connection',
    // Spec 2 §4: the week is kept by the dialog's save, which the hint says.
    panel: ({ form, t }) => (
      <Stack gap="sm">
        <Alert color="blue">{t('form.schedulesHint')}</Alert>
        <Controller
          control={form.control}
          name="schedules"
          render={({ field }) => (
            <WeeklyHoursEditor
              value={field.value}
              onChange={field.onChange}
              showErrors={form.formState.submitCount > 0}
            />
          )}
        />
      </Stack>
    ),
  },
  {
    value: 'flowbuilder',
    fields: ['flowIdWelcome', 'flowIdNotPhrase'],
    panel: (ctx) => (
      <Stack gap="sm">
        {noEngine(ctx)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField form={ctx.form} name="flowIdWelcome" label={ctx.t('form.flowIdWelcome')} />
          <NumberField form={ctx.form} name="flowIdNotPhrase" label={ctx.t('form.flowIdNotPhrase')} />
        </SimpleGrid>
      </Stack>
    ),
  },
];

/** The tab holding the first field in error (the form's order of tabs), to open after a refused save. */
export function tabOfFirstError(errors: Partial<Record<keyof ConnectionForm, unknown>>): string | null {
  return CONNECTION_TABS.find((tab) => tab.fields.some((f) => errors[f]))?.value ?? null;
}

/**
 * Importing old messages (spec 2 §3-§5): when on, the period (from at most 2 years ago) and the
 * queue the imported tickets go to. Only a deployed backend imports; the sandbox has no history.
 */
function ImportFields({ ctx }: { ctx: TabContext }) {
  const { form, t } = ctx;
  const on = form.watch('enableImportMessage');
  return (
    <Stack gap="xs">
      <SwitchField control={form.control} name="enableImportMessage" label={t('form.importEnable')} />
      {on && (
        <>
          <Alert color="gray">{t('form.importHint')}</Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField form={form} name="importOldMessages" label={t('form.importFrom')} required />
            <DateField form={form} name="importRecentMessages" label={t('form.importTo')} />
            <QueueSelect form={form} name="queueIdImportMessages" label={t('form.importQueue')} queues={ctx.queues} />
          </SimpleGrid>
          <SwitchField control={form.control} name="importOldMessagesGroups" label={t('form.importGroups')} />
          <SwitchField control={form.control} name="closedTicketsPostImported" label={t('form.importClosed')} />
        </>
      )}
    </Stack>
  );
}
