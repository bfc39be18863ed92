import { useRef } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
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

type FileKind = 'image' | 'video' | 'audio' | 'document';

const ACCEPT: Record<FileKind, string> = {
  image: 'image/*',
  video: 'video/*',
  audio: 'audio/*',
  // Documents: anything (a contact may need a spreadsheet, a zip or a PDF).
  document: '*/*',
};

interface AttachMenuProps {
  disabled?: boolean;
  onFiles(files: File[]): void;
  onCamera(): void;
  onContact(): void;
}

/** 'Anexar': image, video, audio, document (several at once), camera and contact card. */
export function AttachMenu({ disabled, onFiles, onCamera, onContact }: AttachMenuProps) {
  const { t } = useTranslation('composer');
  const input = useRef<HTMLInputElement>(null);

  const pick = (kind: FileKind) => {
    const el = input.current;
    if (!el) return;
    el.accept = ACCEPT[kind];
    el.value = '';
    el.click();
  };

  const items: { kind: FileKind; icon: typeof IconPhoto }[] = [
    { kind: 'image', icon: IconPhoto },
    { kind: 'video', icon: IconVideo },
    { kind: 'audio', icon: IconHeadphones },
    { kind: 'document', icon: IconFileText },
  ];

  return (
    <>
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
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
