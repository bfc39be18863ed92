import { Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuickReplyOption } from './quickReplies';

export const quickReplyOptionId = (id: number) => `composer-quick-reply-${id}`;
export const QUICK_REPLY_LIST_ID = 'composer-quick-replies';

interface QuickReplyListProps {
  options: QuickReplyOption[];
  active: number;
  onPick(option: QuickReplyOption): void;
}

/**
 * The quick-reply picker above the text box (a listbox the text box controls: arrows move,
 * Enter or Tab pick, Escape closes — handled by the composer, which keeps the focus).
 */
export function QuickReplyList({ options, active, onPick }: QuickReplyListProps) {
  const { t } = useTranslation('composer');
  return (
    <Paper
      withBorder
      shadow="md"
      id={QUICK_REPLY_LIST_ID}
      role="listbox"
      aria-label={t('quickReplies.list')}
      style={{ position: 'absolute', bottom: '100%', left: 0, right: 0, maxHeight: 260, overflowY: 'auto', zIndex: 10 }}
    >
      {options.length === 0 ? (
        <Text p="sm" size="sm" c="dimmed">
          {t('quickReplies.none')}
        </Text>
      ) : (
        options.map((option, index) => (
          <UnstyledButton
            key={option.id}
            id={quickReplyOptionId(option.id)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(option)}
            display="block"
            w="100%"
            px="sm"
            py={6}
            bg={index === active ? 'var(--mantine-primary-color-light)' : undefined}
            ref={(el) => {
              if (el && index === active) el.scrollIntoView({ block: 'nearest' });
            }}
          >
            <Text size="sm" truncate>
              {option.label}
            </Text>
          </UnstyledButton>
        ))
      )}
    </Paper>
  );
}
