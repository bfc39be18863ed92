import { useEffect, useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import { errorMessage } from '@renderer/api';
import { toggleAcceptAudio, toggleDisableBot } from './api';

type Flag = 'acceptAudioMessage' | 'disableBot';

/**
 * A contact's two switches (spec 1 §7 toggleAcceptAudio, toggleDisableBot), each stored at once
 * like the settings page's options: the server flips it and answers the contact as stored.
 */
export function ContactSwitches({
  contact,
  onSaved,
  disabled = false,
}: {
  contact: Contact;
  onSaved(contact: Contact): void;
  /** While the contact is read: a flip stored then would be undone on screen by the older reading. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const [current, setCurrent] = useState(contact);
  const [busy, setBusy] = useState<Flag | null>(null);
  useEffect(() => setCurrent(contact), [contact]);

  const flip = async (flag: Flag) => {
    setBusy(flag);
    try {
      const saved = await (flag === 'disableBot' ? toggleDisableBot(current.id) : toggleAcceptAudio(current.id));
      setCurrent(saved);
      onSaved(saved);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs">
      <Switch
        label={t('page.acceptAudio')}
        checked={current.acceptAudioMessage !== false}
        disabled={disabled || busy !== null}
        onChange={() => void flip('acceptAudioMessage')}
      />
      <Switch
        label={t('page.disableBot')}
        checked={current.disableBot === true}
        disabled={disabled || busy !== null}
        onChange={() => void flip('disableBot')}
      />
    </Stack>
  );
}
