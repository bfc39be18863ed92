export { EmptyState } from './EmptyState';
export { ForbiddenPage } from './ForbiddenPage';
export { LoadingScreen } from './LoadingScreen';
export { NotFoundPage } from './NotFoundPage';
export { useAllCommands, useCommands, type Command } from './commands';
export { ConfirmDialog } from './ConfirmDialog';
export { useRemoteSearch } from './useRemoteSearch';
export { Initials, initialsOf } from './Initials';
export { colorOrFallback, contrastRatio, readableText } from './contrast';
