import { useState } from 'react';
import { Button, Group, Input, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { isAcceptedImage, type ImageChoice } from './announcementForm';

interface AnnouncementImageFieldProps {
  /** The image the announcement has now (its file name), null when none. */
  current: string | null;
  value: ImageChoice;
  onChange(value: ImageChoice): void;
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
  const shown = value.kind === 'pick' ? value.file.name : value.kind === 'keep' ? current : null;

  // Called straight from the click: a browser opens its file picker only during a user gesture.
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
    <Input.Wrapper label={t('form.image')} description={t('form.imageHint')} error={refused}>
      <Group gap="xs" mt={4} wrap="nowrap">
        <Text size="sm" c={shown ? undefined : 'dimmed'} truncate="end" style={{ flex: 1, minWidth: 0 }}>
          {shown ?? t('form.imageNone')}
        </Text>
        <Button variant="default" size="xs" leftSection={<IconPhoto size={14} aria-hidden />} onClick={pick}>
          {t(shown ? 'form.imageReplace' : 'form.imageAttach')}
        </Button>
        {shown && (
          // The label in the text colour, the red on the icon only: red text this small is not readable enough.
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} color="var(--mantine-color-red-filled)" aria-hidden />}
            onClick={() => onChange(current ? { kind: 'remove' } : { kind: 'keep' })}
          >
            {t('form.imageRemove')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
