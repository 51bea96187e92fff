// The routing API of every app, shared at run time as one singleton module: one router context for the shell and
// every remote. react-router-dom itself is not a shared module, because a shared module ships whole (62.8 KB gzip
// for react-router 7) while these names tree-shake to about 14 KB (docs/measurements.md, "Bundle size").
// Apps import routing from here only (eslint enforces it); add a name here when an app needs one.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
