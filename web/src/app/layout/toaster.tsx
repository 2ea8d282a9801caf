import { Toaster } from 'react-hot-toast';

/**
 * The app's toast outlet; its own chunk, loaded by <DeferredToaster> after the first paint. At the
 * bottom of the screen: at the top, toasts covered the sticky navbar's links for their 4 seconds.
 */
export function AppToaster() {
  return <Toaster position="bottom-center" toastOptions={{ duration: 4000 }} />;
}
