/** The data router of the site; the API client navigates through it. */
import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { routes } from './routes';

type CreateRouter = (routesToUse: typeof routes) => ReturnType<typeof createBrowserRouter>;

/** Creates the router (a memory router in tests) and lets the API client navigate with it. */
export function createAppRouter(create: CreateRouter = createBrowserRouter) {
  const router = create(routes);
  registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
