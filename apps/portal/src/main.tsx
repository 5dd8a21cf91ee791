// The order of the style layers comes first, before any stylesheet opens one.
import './layers.css';
// Mantine's global styles; each component's own come with its code (build/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './focus-ring.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createPortalQueryClient, createPortalTrpcClient } from './trpc';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App queryClient={createPortalQueryClient()} trpcClient={createPortalTrpcClient()} />
  </StrictMode>,
);
