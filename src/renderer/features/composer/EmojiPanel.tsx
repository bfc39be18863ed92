import EmojiPicker, { EmojiStyle, Theme, type EmojiDataLoader } from 'emoji-picker-react';
import { useTranslation } from 'react-i18next';

/**
 * The emoji grid (emoji-picker-react), loaded only when first opened. Native glyphs and the
 * package's own data: no request leaves the app. Emoji names in the interface language where the
 * package has them (Turkish falls back to English).
 */
const DATASETS: Record<string, EmojiDataLoader> = {
  'pt-BR': () => import('emoji-picker-react/data/emojis-pt'),
  es: () => import('emoji-picker-react/data/emojis-es'),
};

export default function EmojiPanel({ onPick, dark }: { onPick(emoji: string): void; dark: boolean }) {
  const { t, i18n } = useTranslation('composer');
  return (
    <EmojiPicker
      onEmojiClick={(data) => onPick(data.emoji)}
      emojiStyle={EmojiStyle.NATIVE}
      emojiData={DATASETS[i18n.language]}
      theme={dark ? Theme.DARK : Theme.LIGHT}
      previewConfig={{ showPreview: false }}
      skinTonesDisabled
      width={340}
      height={380}
      labels={{
        searchPlaceholder: t('emoji.search'),
        searchLabel: t('emoji.search'),
        searchResultsNone: t('emoji.none'),
        loading: t('emoji.loading'),
      }}
    />
  );
}
