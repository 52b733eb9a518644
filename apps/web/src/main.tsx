import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { preloadFirstScreen } from './app/first-screen.ts';
import { AppRouter } from './app/router.tsx';
import { ShellFallback } from './app/shell/shell-fallback.tsx';
import { basePath } from './lib/base-path.ts';
import { installChunkRecovery } from './lib/chunk-recovery.ts';
import { i18n } from './lib/i18n.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { queryClient } from './lib/query-client.ts';
import './styles/global.css';

installChunkRecovery();
captureInstallPrompt();

preloadFirstScreen(window.location.pathname.slice(basePath.basename.length) || '/');

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<ShellFallback />}>
          <BrowserRouter basename={basePath.basename || '/'}>
            <AppRouter />
          </BrowserRouter>
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
