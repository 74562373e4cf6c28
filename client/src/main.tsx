import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { i18nReady } from './i18n';
import './styles.css';
import { App } from './app/App';
import { routes } from './app/routes';

const router = createBrowserRouter([{ element: <App />, children: routes }]);

// The first render waits for the language's texts (one small chunk), so no untranslated key flashes.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
