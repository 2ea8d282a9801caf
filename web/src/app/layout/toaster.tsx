import { Toaster } from 'react-hot-toast';

/** The app's toast outlet; its own chunk, loaded by <DeferredToaster> after the first paint. */
export function AppToaster() {
  return <Toaster position="top-center" toastOptions={{ duration: 4000 }} />;
}
