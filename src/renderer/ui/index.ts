export { EmptyState } from './EmptyState';
export { ForbiddenPage } from './ForbiddenPage';
export { LoadingScreen } from './LoadingScreen';
export { NotFoundPage } from './NotFoundPage';
