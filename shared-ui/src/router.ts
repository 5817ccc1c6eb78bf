/**
 * The routing API the shop's screens use, shared between the shell and the remotes under the
 * `react-router-dom` key (tooling/webpack.base.cjs). Module Federation bundles a shared module
 * whole, since any remote may need any of its exports; sharing this narrower module instead lets
 * webpack drop the parts of react-router the shop never uses (data routers, server rendering,
 * cookies, sessions): about 30 KiB of gzip on every page.
 *
 * Screens keep importing from 'react-router-dom'. Using an export that is not listed here makes
 * router.test.ts fail with the name to add.
 */
export {
  BrowserRouter,
  createPath,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Routes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
