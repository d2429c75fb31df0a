// Starts the SPA (imported by main.tsx): the session provider and the router with core's route table.
// The first render is a transition, so React renders it in slices and yields to the browser between them: the
// page (painted already, or a spinner) stays responsive to input while the app starts on a slow phone.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from './session/SessionProvider';
import { AppRoutes } from './router';

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </StrictMode>,
  ),
);
