/** The route table: every screen is its own lazily loaded module, so the first load stays small. */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
