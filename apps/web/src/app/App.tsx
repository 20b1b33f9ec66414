import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@playdeck/ui';
import { BrandProvider } from '../shared/brand/BrandProvider';
import { createRoutes } from './routes';

/** The site: SWR defaults, the brand boot (status, i18n, full-screen states), then the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <SWRConfig value={{ revalidateOnFocus: false, errorRetryCount: 2 }}>
      <BrandProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </BrandProvider>
    </SWRConfig>
  );
}
