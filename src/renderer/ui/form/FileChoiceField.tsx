import { Button, Group, Input, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';

/** What a dialog will do with a record's file on save: keep it, upload the one picked, or remove it. */
export type FileChoice = { kind: 'keep' } | { kind: 'pick'; file: File } | { kind: 'remove' };

interface FileChoiceFieldProps {
  label: string;
  description?: string;
  /** Why the last pick was refused, said under the field. */
  error?: string | null;
  /** The file the record has now (its name), null when none. */
  current: string | null;
  value: FileChoice;
  onChange(value: FileChoice): void;
  /**
   * Opens the file picker; the caller reaches the platform, checks the file and calls onChange.
   * Called straight from the click: a browser opens its picker only during a user gesture.
   */
  onPick(): void;
  texts: { none: string; attach: string; replace: string; remove: string };
}

/**
 * A record's optional file in a dialog (a connection's greeting media, an announcement's image):
 * its name, a button to attach or replace it and one to remove it; the dialog uploads or removes
 * it once the record itself is saved (a new one has no id before).
 */
export function FileChoiceField({
  label,
  description,
  error,
  current,
  value,
  onChange,
  onPick,
  texts,
}: FileChoiceFieldProps) {
  const shown = value.kind === 'pick' ? value.file.name : value.kind === 'keep' ? current : null;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group gap="xs" mt={4} wrap="nowrap">
        <Text size="sm" c={shown ? undefined : 'dimmed'} truncate="end" style={{ flex: 1, minWidth: 0 }}>
          {shown ?? texts.none}
        </Text>
        <Button variant="default" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />} onClick={onPick}>
          {shown ? texts.replace : texts.attach}
        </Button>
        {shown && (
          // The label in the text colour, the red on the icon only: red text this small is not readable enough.
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} color="var(--mantine-color-red-filled)" aria-hidden />}
            onClick={() => onChange(current ? { kind: 'remove' } : { kind: 'keep' })}
          >
            {texts.remove}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
