import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { FileChoiceField, type FileChoice } from '@renderer/ui';
import { isAcceptedImage } from './announcementForm';

interface AnnouncementImageFieldProps {
  /** The image the announcement has now (its file name), null when none. */
  current: string | null;
  value: FileChoice;
  onChange(value: FileChoice): void;
}

/**
 * The announcement's optional image (spec 3 §5: .png, .jpg, .jpeg only), picked through the
 * platform's file dialog and uploaded once the announcement is saved. Another kind of file is
 * refused here, under the field, before anything is sent.
 */
export function AnnouncementImageField({ current, value, onChange }: AnnouncementImageFieldProps) {
  const { t } = useTranslation('announcements');
  const { t: tc } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);

  const pick = () => {
    getPlatform()
      .openFiles('image', { label: t('form.image') })
      .then(
        ([file]) => {
          if (!file) return;
          if (!isAcceptedImage(file)) return setRefused(t('form.imageRefused', { name: file.name }));
          setRefused(null);
          onChange({ kind: 'pick', file });
        },
        (error: unknown) => setRefused(errorMessage(error, tc)),
      );
  };

  return (
    <FileChoiceField
      label={t('form.image')}
      description={t('form.imageHint')}
      error={refused}
      current={current}
      value={value}
      onChange={onChange}
      onPick={pick}
      texts={{
        none: t('form.imageNone'),
        attach: t('form.imageAttach'),
        replace: t('form.imageReplace'),
        remove: t('form.imageRemove'),
      }}
    />
  );
}
