import { useEffect, useState } from 'react';

/**
 * A part of this page's remotes.json (a loader of registry.ts: its preview, its dev session), once it came;
 * undefined before, when it has none, or when remotes.json failed (the page runs as usual then).
 */
export function useRegistryPart<T>(load: () => Promise<T | undefined>): T | undefined {
  const [part, setPart] = useState<T>();
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => live && setPart(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return part;
}
