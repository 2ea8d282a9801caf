import { useEffect, useState, type ComponentType } from 'react';

/**
 * react-hot-toast keeps its toasts in a module-level store that works without a <Toaster>, and
 * only pages loaded later fire toasts. So the Toaster (react-hot-toast's UI and goober) loads after
 * the first paint instead of in the home page's first load: a toast fired before it arrives is
 * shown when it mounts, for what is left of its duration. If its chunk fails, the page stays usable.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    import('./toaster').then(
      (module) => mounted && setToaster(() => module.AppToaster),
      (error: unknown) => console.error('Notifications are unavailable:', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
