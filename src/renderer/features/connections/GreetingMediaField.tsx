import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { FileChoiceField, type FileChoice } from '@renderer/ui';

/** What the dialog will do with the greeting's file on save. */
export type GreetingMedia = FileChoice;

interface GreetingMediaFieldProps {
  /** The file the connection has now (its name), null when none. */
  current: string | null;
  value: GreetingMedia;
  onChange(value: GreetingMedia): void;
}

/**
 * The image or video the chatbot sends with the greeting (spec 2 §3 greetingMediaAttachment): picked
 * through the platform's file dialog, uploaded when the connection is saved.
 */
export function GreetingMediaField({ current, value, onChange }: GreetingMediaFieldProps) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();

  const pick = () => {
    getPlatform()
      .openFiles('connectionMedia', { label: t('form.greetingMedia') })
      .then(
        ([file]) => file && onChange({ kind: 'pick', file }),
        (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      );
  };

  return (
    <FileChoiceField
      label={t('form.greetingMedia')}
      description={t('form.greetingMediaHint')}
      current={current}
      value={value}
      onChange={onChange}
      onPick={pick}
      texts={{
        none: t('form.greetingMediaNone'),
        attach: t('form.greetingMediaAttach'),
        replace: t('form.greetingMediaReplace'),
        remove: t('form.greetingMediaRemove'),
      }}
    />
  );
}
