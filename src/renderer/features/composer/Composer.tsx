import { memo, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Group, Textarea } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarTime, IconLock, IconMicrophone, IconSend, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { fillMessageVariables } from '@shared/domain/messageVariables';
import { errorMessage } from '@renderer/api';
import { ReplyPreview, sendOutgoing } from '@renderer/features/messages';
import { ScheduleDialog } from '@renderer/features/schedules';
import { useCompanySetting, useUser } from '@renderer/session';
import { AttachMenu } from './AttachMenu';
import { AudioRecorder } from './AudioRecorder';
import { CameraModal } from './CameraModal';
import { composeBody } from './composeBody';
import { ContactCardModal } from './ContactCardModal';
import { EmojiButton } from './EmojiButton';
import { MediaPreviewModal } from './MediaPreviewModal';
import { PrivateBanner, privateBoxStyles } from './PrivateBanner';
import { QUICK_REPLY_LIST_ID, QuickReplyList, quickReplyOptionId } from './QuickReplyList';
import { quickReplyQuery, type QuickReplyOption } from './quickReplies';
import { useDraftText } from './useDraftText';
import { useLocalScope } from './useLocalScope';
import { useQuickReplies } from './useQuickReplies';
import { useSignature } from './useSignature';

/**
 * The ticket's fields the composer reads. The conversation screen hands over a new ticket with
 * each message (last message, time, unread count); the box re-rendered for each, and its
 * autosizing textarea measured itself each time: 600 ms of self time in a 15 s burst of 20
 * messages a second (bench/conversation.ts with BENCH_PROFILE).
 */
function sameForComposer(a: { ticket: Ticket }, b: { ticket: Ticket }): boolean {
  const [x, y] = [a.ticket, b.ticket];
  return (
    x.id === y.id &&
    x.contact.id === y.contact.id &&
    x.contact.name === y.contact.name &&
    x.contact.number === y.contact.number &&
    x.queueId === y.queueId &&
    x.queue?.name === y.queue?.name &&
    x.whatsappId === y.whatsappId &&
    x.whatsapp?.name === y.whatsapp?.name
  );
}

/**
 * The reply box of the open ticket, handed over by the conversation screen (the composer reads no
 * ticket store); a fresh one per ticket, so nothing typed crosses over.
 */
export const Composer = memo(function Composer({ ticket }: { ticket: Ticket }) {
  return <ComposerBox key={ticket.id} ticket={ticket} />;
}, sameForComposer);

type Panel = 'camera' | 'contact' | 'schedule' | null;

/**
 * Narrower than this the text field takes a row of its own above the buttons: beside seven of them
 * it would keep less than ~360 px (issue 9: at 1024 px the field was 188 px wide).
 */
const STACK_BELOW_PX = 700;

/**
 * Enter sends, Shift+Enter adds a line; blank text is not sent. The text leaves the box only once
 * the messages feature took it (sent or queued); a refusal keeps it and says why. What is typed is
 * kept as the ticket's draft. A leading '/' opens the quick replies.
 */
function ComposerBox({ ticket }: { ticket: Ticket }) {
  const ticketId = ticket.id;
  const { t } = useTranslation('composer');
  const { ref: frame, width } = useElementSize();
  const stacked = width > 0 && width < STACK_BELOW_PX;
  const { t: tc } = useTranslation();
  const user = useUser();
  const scope = useLocalScope();
  const { text, latest, change, sent } = useDraftText(scope, ticketId);
  const [isPrivate, setPrivate] = useState(false);
  const [signed, setSigned] = useSignature(scope);
  const signatureOffered = useCompanySetting('sendSignMessage') === 'enabled';
  const [sending, setSending] = useState(false);
  const [recording, setRecording] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [files, setFiles] = useState<File[]>([]);
  const box = useRef<HTMLTextAreaElement>(null);

  const [dismissed, setDismissed] = useState<string | null>(null);
  const query = text === dismissed ? null : quickReplyQuery(text);
  const options = useQuickReplies(query);
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [query]);

  useEffect(() => box.current?.focus(), []);

  // Back from a recording, the text box is mounted again only when React commits: focus it then
  // (a requestAnimationFrame could run before that commit, finding no box, and focus was lost).
  const wasRecording = useRef(false);
  useEffect(() => {
    if (wasRecording.current && !recording) box.current?.focus();
    wasRecording.current = recording;
  }, [recording]);

  // 'Mensagem privada' stays as the user set it: turning it off after a send made the next text go to the customer.
  const afterSend = () => {
    setPanel(null);
    setFiles([]);
    box.current?.focus();
  };

  const send = async () => {
    const typed = latest.current;
    const body = composeBody(typed, { userName: user.name, isPrivate, signed: signatureOffered && signed });
    if (!body || sending) return;
    setSending(true);
    try {
      await sendOutgoing({ ticketId, body, isPrivate });
      sent(typed);
      afterSend();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setSending(false);
    }
  };

  const insertAtCaret = (insert: string) => {
    const el = box.current;
    const current = latest.current;
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    change(current.slice(0, start) + insert + current.slice(end));
    requestAnimationFrame(() => el?.setSelectionRange(start + insert.length, start + insert.length));
  };

  const pickQuickReply = (option: QuickReplyOption) => {
    const filled = fillMessageVariables(option.message, {
      contactName: ticket.contact.name,
      userName: user.name,
      ticketId,
      queue: ticket.queue?.name,
      connection: ticket.whatsapp?.name,
      now: new Date(),
    });
    change(filled);
    setDismissed(filled);
    box.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (query !== null && options.length > 0) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pickQuickReply(options[Math.min(active, options.length - 1)]);
        return;
      }
    }
    if (e.key === 'Escape' && query !== null) {
      e.preventDefault();
      setDismissed(text);
      return;
    }
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };

  const picking = query !== null;
  const activeOption = picking && options.length > 0 ? options[Math.min(active, options.length - 1)] : null;

  return (
    <Box ref={frame} p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <ReplyPreview ticketId={ticketId} />
      {isPrivate && <PrivateBanner />}
      <Group gap="xs" align="flex-end" wrap={stacked ? 'wrap' : 'nowrap'}>
        {recording ? (
          <AudioRecorder ticketId={ticketId} isPrivate={isPrivate} onDone={() => setRecording(false)} />
        ) : (
          <>
            <EmojiButton onPick={insertAtCaret} />
            <AttachMenu onFiles={setFiles} onCamera={() => setPanel('camera')} onContact={() => setPanel('contact')} />
            <Box
              style={
                stacked
                  ? { flex: '1 1 100%', order: -1, position: 'relative' }
                  : { flex: 1, position: 'relative', minWidth: 0 }
              }
            >
              {picking && <QuickReplyList options={options} active={active} onPick={pickQuickReply} />}
              <Textarea
                ref={box}
                aria-label={t('placeholder')}
                placeholder={isPrivate ? t('placeholderPrivate') : t('placeholder')}
                autosize
                minRows={1}
                maxRows={8}
                value={text}
                onChange={(e) => change(e.currentTarget.value)}
                onKeyDown={onKeyDown}
                aria-controls={picking ? QUICK_REPLY_LIST_ID : undefined}
                aria-activedescendant={activeOption ? quickReplyOptionId(activeOption.id) : undefined}
                leftSection={
                  isPrivate ? <IconLock size={16} color="var(--mantine-color-yellow-8)" aria-hidden /> : undefined
                }
                styles={isPrivate ? privateBoxStyles : undefined}
              />
            </Box>
            <ActionIcon
              variant={isPrivate ? 'filled' : 'subtle'}
              color={isPrivate ? 'yellow' : undefined}
              size="lg"
              aria-label={t('private.toggle')}
              aria-pressed={isPrivate}
              onClick={() => setPrivate((on) => !on)}
            >
              <IconLock size={18} />
            </ActionIcon>
            {signatureOffered && (
              <ActionIcon
                variant={signed ? 'light' : 'subtle'}
                size="lg"
                aria-label={t('signature.toggle')}
                aria-pressed={signed}
                onClick={() => setSigned(!signed)}
              >
                <IconSignature size={18} />
              </ActionIcon>
            )}
            <ActionIcon variant="subtle" size="lg" aria-label={t('schedule.open')} onClick={() => setPanel('schedule')}>
              <IconCalendarTime size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" size="lg" aria-label={t('audio.record')} onClick={() => setRecording(true)}>
              <IconMicrophone size={18} />
            </ActionIcon>
            <ActionIcon
              size="lg"
              variant="filled"
              ml={stacked ? 'auto' : undefined}
              onClick={() => void send()}
              aria-label={t('send')}
              disabled={!text.trim()}
              loading={sending}
            >
              <IconSend size={18} />
            </ActionIcon>
          </>
        )}
      </Group>
      {files.length > 0 && (
        // Mounted per choice of files, so the modal starts from them.
        <MediaPreviewModal
          ticketId={ticketId}
          files={files}
          isPrivate={isPrivate}
          onClose={() => setFiles([])}
          onSent={afterSend}
        />
      )}
      <CameraModal
        ticketId={ticketId}
        opened={panel === 'camera'}
        isPrivate={isPrivate}
        onClose={() => setPanel(null)}
        onSent={afterSend}
      />
      <ContactCardModal
        ticketId={ticketId}
        opened={panel === 'contact'}
        isPrivate={isPrivate}
        onClose={() => setPanel(null)}
        onSent={afterSend}
      />
      {panel === 'schedule' && (
        <Suspense fallback={null}>
          <ScheduleDialog
            opened
            start={{
              kind: 'new',
              contact: ticket.contact,
              body: text,
              context: { whatsappId: ticket.whatsappId, queueId: ticket.queueId },
            }}
            onClose={() => setPanel(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
