/**
 * The entry script: the stylesheet (inlined into index.html by the build) and, once the page has
 * loaded (3 s at most) and painted its first screen (the HTML's own: the home page's, or a crawler-ready page's
 * with its largest image), the app. So the app's code never competes with that screen for the
 * network or the main thread, and the screen's largest paint never waits for it.
 */
import { afterFirstScreen, nextTask } from './app/after-first-screen';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The app's chunk is evaluated in one task, the app made and rendered in the next ones.
void afterFirstScreen()
  .then(() => import('./app/start'))
  .then(async ({ startApp }) => {
    await nextTask();
    await startApp(container);
  });
