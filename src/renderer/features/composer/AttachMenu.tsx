import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCamera,
  IconFileText,
  IconHeadphones,
  IconPaperclip,
  IconPhoto,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FilePickKind } from '@shared/domain/filePicks';
import { errorMessage } from '@renderer/api';
import { getPlatform } from '@renderer/platform';

type FileKind = 'image' | 'video' | 'audio' | 'document';

/** Each entry's file filter (shared/domain/filePicks.ts); documents: any file (a spreadsheet, a zip, a PDF). */
const PICKS: Record<FileKind, FilePickKind> = {
  image: 'attachmentImage',
  video: 'attachmentVideo',
  audio: 'attachmentAudio',
  document: 'attachment',
};

interface AttachMenuProps {
  disabled?: boolean;
  onFiles(files: File[]): void;
  onCamera(): void;
  onContact(): void;
}

/**
 * 'Anexar': image, video, audio, document (several at once), camera and contact card. Files come
 * from the platform: the native open dialog in the desktop app (main reads them; one over 100 MB
 * is refused with a translated message), an <input type=file> in a browser.
 */
export function AttachMenu({ disabled, onFiles, onCamera, onContact }: AttachMenuProps) {
  const { t } = useTranslation('composer');
  const { t: tc } = useTranslation();

  // Called straight from the click: a browser opens its file picker only during a user gesture.
  const pick = (kind: FileKind) => {
    getPlatform()
      .openFiles(PICKS[kind], { multiple: true, label: t(`attach.${kind}`) })
      .then(
        (files) => files.length > 0 && onFiles(files),
        (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      );
  };

  const items: { kind: FileKind; icon: typeof IconPhoto }[] = [
    { kind: 'image', icon: IconPhoto },
    { kind: 'video', icon: IconVideo },
    { kind: 'audio', icon: IconHeadphones },
    { kind: 'document', icon: IconFileText },
  ];

  return (
    <Menu position="top-start" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('attach.menu')} disabled={disabled}>
          <IconPaperclip size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('attach.menu')}>
        {items.map(({ kind, icon: Icon }) => (
          <Menu.Item key={kind} leftSection={<Icon size={16} />} onClick={() => pick(kind)}>
            {t(`attach.${kind}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconCamera size={16} />} onClick={onCamera}>
          {t('attach.camera')}
        </Menu.Item>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={onContact}>
          {t('attach.contact')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
