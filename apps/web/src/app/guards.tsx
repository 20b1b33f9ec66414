import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useToken } from '../shared/session/session';

/**
 * Guard of the routes marked as needing authentication (spec 2: "A guard enforces a token only on routes marked as
 * needing authentication"). Without a session token it redirects to /login (the home page with the login popup),
 * remembering the target in `?redirect=` so a successful login continues there.
 */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (!token) {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <Outlet />;
}

/** Lottery paths need a token in session storage, otherwise redirect to /login (spec 2 routes, spec 8). */
export function RequireLotteryToken() {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace />;
  return <Outlet />;
}
