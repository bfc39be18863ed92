import { useState } from 'react';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMessages, IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SLIDES = [
  { key: 'first', Icon: IconMessages },
  { key: 'second', Icon: IconKeyboard },
] as const;

/** The login page's slider of two images with previous and next (spec 1 §2 Login). */
export function LoginSlides() {
  const { t } = useTranslation('account');
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index];
  const move = (step: number) => setIndex((i) => (i + step + SLIDES.length) % SLIDES.length);

  return (
    <Paper component="section" aria-roledescription="carousel" aria-label={t('login.slides.label')} p="xl" radius="md" withBorder>
      <div aria-live="polite" style={{ textAlign: 'center', minHeight: 160 }}>
        <slide.Icon size={96} stroke={1.2} aria-hidden />
        <Text mt="md" fw={500}>
          {t(`login.slides.${slide.key}`)}
        </Text>
      </div>
      <Group justify="center" mt="md">
        <ActionIcon variant="light" onClick={() => move(-1)} aria-label={t('login.slides.previous')}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text size="sm" c="dimmed">
          {index + 1} / {SLIDES.length}
        </Text>
        <ActionIcon variant="light" onClick={() => move(1)} aria-label={t('login.slides.next')}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
