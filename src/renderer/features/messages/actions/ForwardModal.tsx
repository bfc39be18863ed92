import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import { localScope } from '@shared/local/schema';
import { searchContacts, useDisplayNumber } from '@renderer/features/contacts';
import { useRemoteSearch } from '@renderer/ui';
import { useCompanySetting, useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { errorMessage } from '@renderer/api';
import { orderMessages } from '../merge';
import { useMessages } from '../store';
import { closeDialogs, useMessageDialogs } from './dialogs';
import { forwardAll } from './forwardAll';
import { clearSelection, useSelection } from './selection';

/** The signature toggle the composer keeps (scoped key `signature`, on by default). */
async function savedSignature(): Promise<boolean> {
  const { backendUrl, user } = useSession.getState();
  if (!backendUrl || !user) return true;
  return getPlatform()
    .getScoped(localScope(new URL(backendUrl).origin, user.companyId, user.id), 'signature')
    .catch(() => true);
}

/**
 * 'Encaminhar mensagens': contacts searched from 3 characters, then the selected messages sent to
 * each, one at a time with a 900 ms pause (forwardAll), with progress; selection mode ends after.
 */
export function ForwardModal({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const show = useDisplayNumber();
  const opened = useMessageDialogs((s) => s.forward);
  const ids = useSelection((s) => s.ids);
  const signAllowed = useCompanySetting('sendSignMessage') === 'enabled';
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<Contact[]>([]);
  const [sign, setSign] = useState(true);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const { results, loading, short } = useRemoteSearch(term, searchContacts);

  useEffect(() => {
    if (!opened) return;
    setTerm('');
    setPicked([]);
    setProgress(null);
    void savedSignature().then(setSign);
  }, [opened]);

  const options = useMemo(() => {
    const all = [...picked, ...results.filter((c) => !picked.some((p) => p.id === c.id))];
    return all.map((c) => ({ value: String(c.id), label: `${c.name} · ${show(c)}` }));
  }, [picked, results, show]);

  const send = async () => {
    if (picked.length === 0) {
      notifications.show({ color: 'yellow', message: t('forward.noContact') });
      return;
    }
    // In conversation order, whatever order they were picked in. Read now, not subscribed to: the
    // dialog would render again with every message arriving in the conversation (issue 18).
    const messages = useMessages.getState().conversations[ticketId]?.messages;
    const chosen = (messages ?? []).filter((m) => ids.includes(String(m.id))).sort(orderMessages);
    setProgress({ done: 0, total: chosen.length * picked.length });
    try {
      await forwardAll(
        chosen.map((m) => m.id),
        picked.map((c) => c.id),
        signAllowed && sign,
        (done, total) => setProgress({ done, total }),
      );
      notifications.show({ color: 'green', message: t('forward.success') });
      closeDialogs();
      clearSelection();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Modal opened={opened} onClose={() => !busy && closeDialogs()} title={t('forward.title')} centered>
      <Stack>
        <MultiSelect
          label={t('forward.contacts')}
          placeholder={t('forward.placeholder')}
          searchable
          data={options}
          value={picked.map((c) => String(c.id))}
          searchValue={term}
          onSearchChange={setTerm}
          filter={({ options: all }) => all}
          nothingFoundMessage={loading ? tc('actions.loading') : short ? t('forward.typeMore') : t('forward.none')}
          onChange={(values) => {
            const known = [...picked, ...results];
            setPicked(values.map((v) => known.find((c) => String(c.id) === v)).filter((c): c is Contact => !!c));
          }}
          disabled={busy}
          data-autofocus
        />
        {signAllowed && (
          <Switch
            label={t('forward.sign')}
            checked={sign}
            onChange={(e) => setSign(e.currentTarget.checked)}
            disabled={busy}
          />
        )}
        {progress && (
          <Text size="sm" role="status">
            {t('forward.progress', progress)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={closeDialogs} disabled={busy}>
            {tc('actions.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={busy}>
            {t('forward.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
