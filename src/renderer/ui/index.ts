export { EmptyState } from './EmptyState';
export { ErrorState } from './ErrorState';
export { ForbiddenPage } from './ForbiddenPage';
export { LoadingScreen } from './LoadingScreen';
export { NotFoundPage } from './NotFoundPage';
export { useAllCommands, useCommands, type Command } from './commands';
export { ConfirmDialog } from './ConfirmDialog';
export { MountWhenOpened } from './MountWhenOpened';
export { LazyTooltip } from './LazyTooltip';
export { preloadable, type Preloadable } from './preloadable';
export { RowAction } from './RowAction';
export { useDeleteDialog } from './useDeleteDialog';
export { useRemoteSearch } from './useRemoteSearch';
export { Initials, initialsOf } from './Initials';
export { colorOrFallback, contrastRatio, readableText } from './contrast';
export { PageHeader } from './PageHeader';
export { SearchField } from './SearchField';
export { InfiniteTable, type TableColumn } from './list/InfiniteTable';
export { pagedTable, usePagedList, type PagedList } from './list/usePagedList';
export { editDeleteColumn, SearchableListPage, SearchableListTab } from './list/SearchableListPage';
export { PopoverScroller } from './list/PopoverScroller';
export type { PageReply } from './list/pagedRows';
export { FormDialog } from './form/FormDialog';
export { useZodForm } from './form/useZodForm';
export { fieldErrorText } from './form/fieldErrorText';
export { serverFieldErrors } from './form/serverFieldErrors';
export { SwitchField } from './form/SwitchField';
export { NumberField } from './form/NumberField';
export { useLoadOnOpen } from './form/useLoadOnOpen';
export { LoadCover } from './form/LoadCover';
export * from './spreadsheet';
export { useResetOnOpen } from './form/useResetOnOpen';
export { FileChoiceField, type FileChoice } from './form/FileChoiceField';
export {
  markFirstScreenShown,
  markFirstScreenShownAfterPaint,
  useFirstScreenShown,
  whenFirstScreenShown,
  resetFirstScreen,
} from './firstScreen';
export { useCloseOnEscape } from './useCloseOnEscape';
export { showToast } from './toast';
