import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFirstScreen } from './app/first-screen.ts';
import { AppRouter } from './app/router.tsx';
import { ShellFallback } from './app/shell/shell-fallback.tsx';
import { basePath } from './lib/base-path.ts';
import { installChunkRecovery } from './lib/chunk-recovery.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { queryClient } from './lib/query-client.ts';
import { BrowserRouter } from './lib/router.tsx';
import './styles/global.css';

// The page's CSP has no 'unsafe-eval' (decision 054): zod must not compile its parsers with
// new Function (even its probe is reported as a violation). This is the object z.config() writes;
// zod adopts it when it loads (a lazy chunk) and reads it at each first parse; the entry does not
// pull zod in (+4 KB gz with z.config).
// Interpreted parsing is fast enough for forms. The e2e CSP guard fails if this stops working.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
installChunkRecovery();
captureInstallPrompt();

preloadFirstScreen(window.location.pathname.slice(basePath.basename.length) || '/');

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const app = createRoot(root);
// A transition: React renders the first screen in ~5 ms slices between which the browser can
// paint and answer input, instead of one long task (Lighthouse's TBT, decision 242). The banner
// and spinner already on the page stay until the first screen commits.
startTransition(() =>
  app.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<ShellFallback />}>
          <BrowserRouter basename={basePath.basename || '/'}>
            <AppRouter />
          </BrowserRouter>
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
