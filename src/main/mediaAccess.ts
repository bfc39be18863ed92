export interface SystemPreferencesLike {
  askForMediaAccess?(kind: 'microphone' | 'camera'): Promise<boolean>;
  getMediaAccessStatus?(kind: 'microphone' | 'camera' | 'screen'): string;
}

/**
 * `media:requestAccess`: the operating system's own permission for the microphone or camera.
 * macOS asks the user (systemPreferences.askForMediaAccess); Windows reports its privacy setting;
 * Linux has no such gate. The page's own getUserMedia request is then judged by the permission
 * handler (media for the app's origin only).
 */
export function createMediaAccess(o: { platform: NodeJS.Platform; systemPreferences: SystemPreferencesLike }) {
  return {
    async request(kind: 'microphone' | 'camera'): Promise<{ granted: boolean }> {
      const prefs = o.systemPreferences;
      try {
        // macOS asks once; after a refusal it answers false at once (only System Settings can change it).
        if (o.platform === 'darwin' && prefs.askForMediaAccess) return { granted: (await prefs.askForMediaAccess(kind)) === true };
        // Windows: 'denied' by the user, 'restricted' by policy; 'not-determined' lets getUserMedia ask.
        if (o.platform === 'win32' && prefs.getMediaAccessStatus)
          return { granted: !['denied', 'restricted'].includes(prefs.getMediaAccessStatus(kind)) };
      } catch {
        // An OS that cannot tell is a refusal the composer explains, not a crash.
        return { granted: false };
      }
      return { granted: true };
    },
  };
}
export type MediaAccess = ReturnType<typeof createMediaAccess>;
