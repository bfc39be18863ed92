import { useEffect, useMemo, useState } from 'react';
import { Pill, TagsInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@shared/api/tag';
import { errorMessage } from '@renderer/api';
import { colorOrFallback, readableText } from '@renderer/ui';
import { createTag, fetchTags } from './api';

/** Inline tags need this many characters (spec 1 §5 'Tag muito curta!'). */
export const TAG_MIN_CHARS = 3;
const NEW_TAG_COLORS = ['#0091FF', '#16A34A', '#F59E0B', '#EF4444', '#8B5CF6', '#0EA5E9', '#DB2777'];

interface TagPickerProps {
  label: string;
  value: readonly Tag[];
  /** Called with the full new list (created tags included); resolves once saved. */
  onChange(tags: Tag[]): Promise<void> | void;
  disabled?: boolean;
  /** One line, no visible label (the label still names the field for assistive technology). */
  compact?: boolean;
}

/**
 * Picks tags by name from the company's list; a name not in the list is created (POST /tags)
 * when it has at least 3 characters. Each chosen tag's remove button has a name of its own.
 */
export function TagPicker({ label, value, onChange, disabled, compact }: TagPickerProps) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const [all, setAll] = useState<Tag[]>([]);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');

  useEffect(() => {
    const abort = new AbortController();
    fetchTags(abort.signal)
      .then(setAll)
      .catch(
        (error) => !abort.signal.aborted && notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      );
    return () => abort.abort();
  }, [tc]);

  const byName = useMemo(
    () => new Map([...all, ...value].map((tag) => [tag.name.toLocaleLowerCase(), tag])),
    [all, value],
  );

  const change = async (names: string[]) => {
    setBusy(true);
    try {
      const next: Tag[] = [];
      for (const raw of names) {
        const name = raw.trim();
        const known = byName.get(name.toLocaleLowerCase());
        if (known) {
          if (!next.some((tag) => tag.id === known.id)) next.push(known);
          continue;
        }
        if (name.length < TAG_MIN_CHARS) {
          notifications.show({ color: 'yellow', message: t('tags.tooShort') });
          continue;
        }
        const created = await createTag(name, NEW_TAG_COLORS[all.length % NEW_TAG_COLORS.length]);
        setAll((list) => [...list, created]);
        next.push(created);
      }
      await onChange(next);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  const colorOf = (name: string) => byName.get(name.toLocaleLowerCase())?.color;
  // A name typed that no tag has: offered as 'Criar "…"', so creating is something one sees, not a guess.
  const typed = search.trim();
  const offerCreate = typed.length >= TAG_MIN_CHARS && !byName.has(typed.toLocaleLowerCase());
  const options = [
    ...all.map((tag) => ({ value: tag.name, label: tag.name })),
    ...(offerCreate ? [{ value: typed, label: t('tags.create', { name: typed }) }] : []),
  ];

  return (
    <TagsInput
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      size={compact ? 'xs' : 'sm'}
      variant={compact ? 'unstyled' : 'default'}
      placeholder={t('tags.placeholder')}
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value.map((tag) => tag.name)}
      onChange={(names) => void change(names)}
      disabled={disabled || busy}
      clearable={false}
      renderPill={({ value: pill, onRemove, disabled: off }) => {
        const name = pill ?? '';
        const color = colorOf(name);
        return (
          <Pill
            withRemoveButton={!off}
            onRemove={onRemove}
            // The tag's own colour, its text black or white, whichever reads on it.
            style={
              color ? { background: colorOrFallback(color), color: readableText(colorOrFallback(color)) } : undefined
            }
            removeButtonProps={{ 'aria-hidden': false, 'aria-label': t('tags.remove', { name }), tabIndex: 0 }}
          >
            {name}
          </Pill>
        );
      }}
    />
  );
}
