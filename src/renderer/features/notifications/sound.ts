import soundUrl from '@renderer/assets/notification.wav?no-inline';

/**
 * Plays the notification chime at the user's volume (0..1). `?no-inline`: served as a file of the
 * app, which the desktop CSP's media-src 'self' allows (a data: URL it would refuse). A browser
 * may refuse to play before the user has interacted with the page: that is ignored.
 */
export function playNotificationSound(volume: number): void {
  if (!(volume > 0)) return;
  try {
    const audio = new Audio(soundUrl);
    audio.volume = Math.min(1, volume);
    void audio.play().catch(() => {});
  } catch {
    // No audio output: the notification itself still shows.
  }
}
