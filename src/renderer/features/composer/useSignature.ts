import { useEffect, useState } from 'react';
import { getPlatform } from '@renderer/platform';

/** The signature toggle: on by default, kept on this machine for the user (spec 1 §9). */
export function useSignature(scope: string | null): [boolean, (on: boolean) => void] {
  const [signed, setSigned] = useState(true);
  useEffect(() => {
    if (!scope) return;
    let live = true;
    getPlatform()
      .getScoped(scope, 'signature')
      .then((value) => live && setSigned(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [scope]);
  const change = (on: boolean) => {
    setSigned(on);
    if (scope)
      void getPlatform()
        .setScoped(scope, 'signature', on)
        .catch(() => undefined);
  };
  return [signed, change];
}
