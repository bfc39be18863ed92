import type { NotificationData } from '@mantine/notifications';

/**
 * A toast from code that runs before the first screen (the shell, the login page). The toasts'
 * library is not among the login page's scripts (issue 18): it loads here, with its first use, or
 * after the first screen (app/Toasts.tsx). Screens that load later import `notifications` itself.
 */
export function showToast(data: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}
