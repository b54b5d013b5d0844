import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.scss';
import { App } from './app/App';
import { installHistoryGuard } from './lib/historyGuard';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render is a transition: React waits for the page's chunk (preloaded by the HTML) instead of drawing the
// layout with the loading state and then drawing everything again, and it renders in slices the browser can
// interleave with its own work (painting, reading the network) rather than in one long task.
installHistoryGuard();
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
