import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { FileChoiceField, type FileChoice } from '@renderer/ui';

interface CampaignMediaFieldProps {
  /** The attachment the campaign has now (its file name), null when none. */
  current: string | null;
  value: FileChoice;
  onChange(value: FileChoice): void;
}

/**
 * The campaign's optional attachment (spec 3 "Campaigns": attached and deleted), sent with each
 * message; picked through the platform's file dialog and uploaded once the campaign is saved.
 */
export function CampaignMediaField({ current, value, onChange }: CampaignMediaFieldProps) {
  const { t } = useTranslation('campaigns');
  const { t: tc } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  const pick = () => {
    getPlatform()
      .openFiles('attachment', { label: t('form.media') })
      .then(
        ([file]) => {
          if (!file) return;
          setFailure(null);
          onChange({ kind: 'pick', file });
        },
        (error: unknown) => setFailure(errorMessage(error, tc)),
      );
  };

  return (
    <FileChoiceField
      label={t('form.media')}
      description={t('form.mediaHint')}
      error={failure}
      current={current}
      value={value}
      onChange={onChange}
      onPick={pick}
      texts={{
        none: t('form.mediaNone'),
        attach: t('form.mediaAttach'),
        replace: t('form.mediaReplace'),
        remove: t('form.mediaRemove'),
      }}
    />
  );
}
