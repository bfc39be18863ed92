import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@shared/api/tag';
import { syncContactTags } from './api';
import { TagPicker } from './TagPicker';

/** The contact's own tags (POST /tags/sync), which the requiredTag setting looks at before closing. */
export function ContactTags({
  contactId,
  tags,
  onSaved,
  disabled,
}: {
  contactId: number;
  tags: readonly Tag[];
  onSaved(tags: Tag[]): void;
  /** While the contact is read: a change stored then would be undone by the older reading. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('contacts');
  const save = async (next: Tag[]) => {
    await syncContactTags(
      contactId,
      next.map(({ id, name }) => ({ id, name })),
    );
    onSaved(next);
    notifications.show({ color: 'green', message: t('tags.saved') });
  };
  return <TagPicker label={t('tags.contactLabel')} value={tags} onChange={save} disabled={disabled} />;
}
