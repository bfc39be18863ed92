import { useEffect, useState } from 'react';
import { Center, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type PreviewKind = 'image' | 'pdf' | 'video' | 'audio' | 'none';

/** What the preview modal can show of a file, from its type (or its name when the type is missing). */
export function previewKind(file: File): PreviewKind {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'none';
}

/** A blob: address for a file, released when the preview goes away. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** The attachment preview of spec 1 §2: image, pdf, video, audio, else 'Visualização não disponível'. */
export function FilePreview({ file }: { file: File }) {
  const { t } = useTranslation('composer');
  const url = useObjectUrl(file);
  const kind = previewKind(file);
  if (!url) return null;
  const box = { width: '100%', maxHeight: 320, borderRadius: 4 } as const;
  switch (kind) {
    case 'image':
      return <img src={url} alt={file.name} style={{ ...box, objectFit: 'contain' }} />;
    case 'pdf':
      return <iframe src={url} title={file.name} style={{ ...box, height: 320, border: 0 }} />;
    case 'video':
      return <video src={url} controls aria-label={file.name} style={box} />;
    case 'audio':
      return <audio src={url} controls aria-label={file.name} style={{ width: '100%' }} />;
    default:
      return (
        <Center
          h={120}
          style={{ flexDirection: 'column', gap: 6, background: 'var(--mantine-color-default-hover)', borderRadius: 4 }}
        >
          <IconFile size={32} aria-hidden />
          <Text size="sm">{t('preview.unavailable')}</Text>
        </Center>
      );
  }
}
