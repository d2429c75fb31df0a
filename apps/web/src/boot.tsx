// Starts the SPA (imported by main.tsx): the session provider and the data router from core's route table.
// The first render is a transition, so React renders it in slices and yields to the browser between them: the
// page (painted already, or a spinner) stays responsive to input while the app starts on a slow phone.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SessionProvider } from './session/SessionProvider';
import { router } from './router';

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </StrictMode>,
  ),
);
