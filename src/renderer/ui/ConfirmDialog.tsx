import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone. */
  danger?: boolean;
  loading?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A yes/no question in a dialog: the confirm button names what happens, Cancel leaves things as they are. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack>
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
