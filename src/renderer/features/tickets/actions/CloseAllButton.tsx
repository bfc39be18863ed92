/** Admins' "close all tickets" button (POST /tickets/closeAll): to be built. */
export function CloseAllButton() {
  return null;
}
