import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@shared/api/schedule';
import { LIMITS } from '@shared/domain/constants';
import {
  isScheduleAttachment,
  SCHEDULE_DAY_RULES,
  SCHEDULE_DEFAULTS,
  SCHEDULE_INTERVALS,
  scheduleFormSchema,
  type ScheduleForm,
} from '@shared/domain/schedule';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { ContactSelect, type ContactOption } from '@renderer/features/contacts';
import { ConfirmDialog } from '@renderer/ui';
import { createSchedule, deleteSchedule, updateSchedule, uploadScheduleMedia, type ScheduleContext } from './api';

/** A new schedule (its contact, message and where its ticket goes), or a stored one to change. */
export type ScheduleStart =
  | { kind: 'new'; contact: ContactOption | null; body: string; context: Omit<ScheduleContext, 'userId'> }
  | { kind: 'edit'; schedule: Schedule };

export interface ScheduleDialogProps {
  opened: boolean;
  start: ScheduleStart | null;
  onClose(): void;
  /** After a save or a delete (the calendar reads its period again; events also tell it). */
  onChanged?(): void;
}

/** The first time on the fields' 10-minute step at or after `when`, so the proposed time is one the picker offers. */
function nextStep(when: dayjs.Dayjs): dayjs.Dayjs {
  const stepMinutes = LIMITS.timeFieldStepSeconds / 60;
  const minutes = when.minute() + (when.second() > 0 || when.millisecond() > 0 ? 1 : 0);
  return when.startOf('minute').minute(Math.ceil(minutes / stepMinutes) * stepMinutes);
}

const num = (v: number | null | undefined, fallback: number) => String(v ?? fallback);

function defaults(start: ScheduleStart | null): ScheduleForm {
  if (start?.kind === 'edit') {
    const { schedule: s } = start;
    return {
      body: s.body,
      contactId: String(s.contactId),
      sendAt: dayjs(s.sendAt).format('YYYY-MM-DDTHH:mm'),
      intervalo: num(s.intervalo, SCHEDULE_DEFAULTS.intervalo) as ScheduleForm['intervalo'],
      valorIntervalo: num(s.valorIntervalo, SCHEDULE_DEFAULTS.valorIntervalo),
      enviarQuantasVezes: num(s.enviarQuantasVezes, SCHEDULE_DEFAULTS.enviarQuantasVezes),
      tipoDias: num(s.tipoDias, SCHEDULE_DEFAULTS.tipoDias) as ScheduleForm['tipoDias'],
    };
  }
  return {
    body: start?.body ?? '',
    contactId: start?.contact ? String(start.contact.id) : '',
    sendAt: nextStep(dayjs().add(SCHEDULE_DEFAULTS.sendAtOffsetMs, 'ms')).format('YYYY-MM-DDTHH:mm'),
    intervalo: String(SCHEDULE_DEFAULTS.intervalo) as ScheduleForm['intervalo'],
    valorIntervalo: String(SCHEDULE_DEFAULTS.valorIntervalo),
    enviarQuantasVezes: String(SCHEDULE_DEFAULTS.enviarQuantasVezes),
    tipoDias: String(SCHEDULE_DEFAULTS.tipoDias) as ScheduleForm['tipoDias'],
  };
}

const contactOf = (start: ScheduleStart | null): ContactOption | null => {
  if (start?.kind === 'new') return start.contact;
  const c = start?.schedule.contact;
  return c ? { id: c.id, name: c.name ?? '', number: c.number ?? '', isGroup: c.isGroup ?? false } : null;
};

/**
 * 'Agendamento' (spec 1 §2 from the conversation, spec 3 Schedules from the calendar): the message,
 * the contact (the ticket's by default), when (now + 1 hour by default), a png/jpg/jpeg image and
 * recurrence. Saved with POST (or, for a stored one, PUT) /schedules, then the image with POST
 * /schedules/{id}/media-upload; the server sends it. A stored one can also be deleted here.
 */
export default function ScheduleDialog({ opened, start, onClose, onChanged }: ScheduleDialogProps) {
  const { t } = useTranslation('schedules');
  const { t: tc } = useTranslation();
  const user = useUser();
  const [contact, setContact] = useState<ContactOption | null>(contactOf(start));
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  /** Stored already (an edit, or a new one whose attachment was refused): saving again updates it. */
  const [savedId, setSavedId] = useState<number | null>(null);
  const { control, register, handleSubmit, formState, reset, setValue } = useForm<ScheduleForm>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: defaults(start),
  });

  useEffect(() => {
    if (!opened) return;
    reset(defaults(start));
    setContact(contactOf(start));
    setAttachment(null);
    setAttachmentError(false);
    setConfirmDelete(false);
    setSavedId(start?.kind === 'edit' ? start.schedule.id : null);
    // Only when the dialog opens: later edits of the composer do not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const context = (): ScheduleContext => {
    if (start?.kind === 'edit') {
      const s = start.schedule;
      return {
        userId: s.ticketUserId ?? s.userId ?? user.id,
        whatsappId: s.whatsappId ?? null,
        queueId: s.queueId ?? null,
        ...(s.openTicket === 'enabled' || s.openTicket === 'disabled' ? { openTicket: s.openTicket } : {}),
        ...(s.statusTicket === 'open' || s.statusTicket === 'pending' || s.statusTicket === 'closed'
          ? { statusTicket: s.statusTicket }
          : {}),
      };
    }
    return { userId: user.id, whatsappId: start?.context.whatsappId ?? null, queueId: start?.context.queueId ?? null };
  };

  const remove = async () => {
    if (savedId === null) return;
    setDeleting(true);
    try {
      await deleteSchedule(savedId);
      notifications.show({ color: 'green', message: t('form.deleted') });
      setConfirmDelete(false);
      onChanged?.();
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setDeleting(false);
    }
  };

  const submit = handleSubmit(async (form) => {
    try {
      const saved =
        savedId === null ? await createSchedule(form, context()) : await updateSchedule(savedId, form, context());
      setSavedId(saved.id);
      if (attachment) await uploadScheduleMedia(saved.id, attachment);
      notifications.show({ color: 'green', message: t('form.success') });
      onChanged?.();
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    }
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  const errors = formState.errors;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(start?.kind === 'edit' ? 'form.editTitle' : 'form.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <ContactSelect
            label={t('form.contact')}
            required
            value={contact}
            onChange={(c) => {
              setContact(c);
              setValue('contactId', c ? String(c.id) : '', { shouldValidate: formState.isSubmitted });
            }}
            error={err(errors.contactId?.message)}
          />
          <Textarea
            label={t('form.body')}
            required
            autosize
            minRows={4}
            maxRows={10}
            {...register('body')}
            error={err(errors.body?.message)}
          />
          <TextInput
            label={t('form.sendAt')}
            type="datetime-local"
            required
            step={LIMITS.timeFieldStepSeconds}
            {...register('sendAt')}
            error={err(errors.sendAt?.message)}
          />
          <Group gap="xs">
            <FileButton
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              onChange={(file) => {
                const ok = !!file && isScheduleAttachment(file.name);
                setAttachmentError(!!file && !ok);
                setAttachment(ok ? file : null);
              }}
            >
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconPaperclip size={16} />}>
                  {t('form.attach')}
                </Button>
              )}
            </FileButton>
            {attachment && (
              <Group gap={4}>
                <Text size="sm">{attachment.name}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('form.removeAttachment', { name: attachment.name })}
                  onClick={() => setAttachment(null)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            )}
            {attachmentError && (
              <Text size="sm" c="red" role="alert">
                {t('form.attachmentType')}
              </Text>
            )}
          </Group>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm">
              {t('form.recurrence')}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              {t('form.recurrenceHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={control}
                name="intervalo"
                render={({ field }) => (
                  <Select
                    label={t('form.intervalo')}
                    data={SCHEDULE_INTERVALS.map((v) => ({ value: String(v), label: t(`form.intervals.${v}`) }))}
                    value={field.value}
                    onChange={(v) => v && field.onChange(v)}
                    allowDeselect={false}
                  />
                )}
              />
              <TextInput
                label={t('form.valorIntervalo')}
                inputMode="numeric"
                {...register('valorIntervalo')}
                error={err(errors.valorIntervalo?.message)}
              />
              <TextInput
                label={t('form.enviarQuantasVezes')}
                inputMode="numeric"
                {...register('enviarQuantasVezes')}
                error={err(errors.enviarQuantasVezes?.message)}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="tipoDias"
              render={({ field }) => (
                <Select
                  mt="sm"
                  label={t('form.tipoDias')}
                  data={SCHEDULE_DAY_RULES.map((v) => ({ value: String(v), label: t(`form.dayRules.${v}`) }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  allowDeselect={false}
                />
              )}
            />
          </fieldset>
          <Group justify="flex-end">
            {start?.kind === 'edit' && (
              <Button
                variant="subtle"
                color="red"
                mr="auto"
                onClick={() => setConfirmDelete(true)}
                disabled={formState.isSubmitting}
              >
                {t('form.delete')}
              </Button>
            )}
            <Button variant="default" onClick={onClose} disabled={formState.isSubmitting}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t(start?.kind === 'edit' ? 'form.update' : 'form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('form.deleteTitle')}
        confirmLabel={t('form.delete')}
        danger
        loading={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      >
        {t('form.deleteBody')}
      </ConfirmDialog>
    </Modal>
  );
}
