import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.scss';
import { App } from './app/App';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Made once, outside React: StrictMode would otherwise make two, each following the address bar. It fetches the
// first page's chunk (already preloaded by the HTML) before anything is drawn.
const router = createAppRouter();
const root = createRoot(container);
// The first render is a transition: React renders in slices the browser can interleave with its own work (painting,
// reading the network) rather than in one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
