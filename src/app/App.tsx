import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { makeStore } from '../state/store';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const [store] = useState(() => makeStore());
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
