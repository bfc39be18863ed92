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
import type { Ticket } from '@shared/api/ticket';
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
import { createSchedule, updateSchedule, uploadScheduleMedia } from './api';
import { ContactSelect, type ContactOption } from './ContactSelect';

interface ScheduleModalProps {
  ticket: Ticket;
  opened: boolean;
  /** What is typed in the composer becomes the message to schedule. */
  initialBody: string;
  onClose(): void;
}

/** The first time on the fields' 10-minute step at or after `when`, so the proposed time is one the picker offers. */
function nextStep(when: dayjs.Dayjs): dayjs.Dayjs {
  const stepMinutes = LIMITS.timeFieldStepSeconds / 60;
  const minutes = when.minute() + (when.second() > 0 || when.millisecond() > 0 ? 1 : 0);
  return when.startOf('minute').minute(Math.ceil(minutes / stepMinutes) * stepMinutes);
}

const defaults = (ticket: Ticket, body: string): ScheduleForm => ({
  body,
  contactId: String(ticket.contactId),
  sendAt: nextStep(dayjs().add(SCHEDULE_DEFAULTS.sendAtOffsetMs, 'ms')).format('YYYY-MM-DDTHH:mm'),
  intervalo: String(SCHEDULE_DEFAULTS.intervalo) as ScheduleForm['intervalo'],
  valorIntervalo: String(SCHEDULE_DEFAULTS.valorIntervalo),
  enviarQuantasVezes: String(SCHEDULE_DEFAULTS.enviarQuantasVezes),
  tipoDias: String(SCHEDULE_DEFAULTS.tipoDias) as ScheduleForm['tipoDias'],
});

/**
 * 'Agendamento' from the conversation (spec 1 §2, spec 3 Schedules): the message, the contact (the
 * ticket's by default), when (now + 1 hour by default), a png/jpg/jpeg image and recurrence. Saved
 * with POST /schedules, then the image with POST /schedules/{id}/media-upload; the server sends it.
 */
export function ScheduleModal({ ticket, opened, initialBody, onClose }: ScheduleModalProps) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();
  const user = useUser();
  const [contact, setContact] = useState<ContactOption | null>(ticket.contact);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState(false);
  /** Stored already, but its attachment was refused: saving again updates it rather than making a second. */
  const [savedId, setSavedId] = useState<number | null>(null);
  const { control, register, handleSubmit, formState, reset, setValue } = useForm<ScheduleForm>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: defaults(ticket, initialBody),
  });

  useEffect(() => {
    if (!opened) return;
    reset(defaults(ticket, initialBody));
    setContact(ticket.contact);
    setAttachment(null);
    setAttachmentError(false);
    setSavedId(null);
    // Only when the modal opens: later edits of the composer do not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = handleSubmit(async (form) => {
    try {
      const context = { userId: user.id, whatsappId: ticket.whatsappId, queueId: ticket.queueId };
      const saved =
        savedId === null ? await createSchedule(form, context) : await updateSchedule(savedId, form, context);
      setSavedId(saved.id);
      if (attachment) await uploadScheduleMedia(saved.id, attachment);
      notifications.show({ color: 'green', message: t('schedule.success') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    }
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  const errors = formState.errors;

  return (
    <Modal opened={opened} onClose={onClose} title={t('schedule.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <ContactSelect
            label={t('schedule.contact')}
            required
            value={contact}
            onChange={(c) => {
              setContact(c);
              setValue('contactId', c ? String(c.id) : '', { shouldValidate: formState.isSubmitted });
            }}
            error={err(errors.contactId?.message)}
          />
          <Textarea
            label={t('schedule.body')}
            required
            autosize
            minRows={4}
            maxRows={10}
            {...register('body')}
            error={err(errors.body?.message)}
          />
          <TextInput
            label={t('schedule.sendAt')}
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
                  {t('schedule.attach')}
                </Button>
              )}
            </FileButton>
            {attachment && (
              <Group gap={4}>
                <Text size="sm">{attachment.name}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('schedule.removeAttachment', { name: attachment.name })}
                  onClick={() => setAttachment(null)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            )}
            {attachmentError && (
              <Text size="sm" c="red" role="alert">
                {t('schedule.attachmentType')}
              </Text>
            )}
          </Group>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm">
              {t('schedule.recurrence')}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              {t('schedule.recurrenceHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={control}
                name="intervalo"
                render={({ field }) => (
                  <Select
                    label={t('schedule.intervalo')}
                    data={SCHEDULE_INTERVALS.map((v) => ({ value: String(v), label: t(`schedule.intervals.${v}`) }))}
                    value={field.value}
                    onChange={(v) => v && field.onChange(v)}
                    allowDeselect={false}
                  />
                )}
              />
              <TextInput
                label={t('schedule.valorIntervalo')}
                inputMode="numeric"
                {...register('valorIntervalo')}
                error={err(errors.valorIntervalo?.message)}
              />
              <TextInput
                label={t('schedule.enviarQuantasVezes')}
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
                  label={t('schedule.tipoDias')}
                  data={SCHEDULE_DAY_RULES.map((v) => ({ value: String(v), label: t(`schedule.dayRules.${v}`) }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  allowDeselect={false}
                />
              )}
            />
          </fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={formState.isSubmitting}>
              {t('schedule.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('schedule.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
