import { Route, Routes } from 'react-router';
import { PROTECTED_ROUTES } from '@back-office/domain/routes';
import { registerPageTexts } from '../lib/i18n/register-page-texts';
import { NotFoundPage } from './pages/not-found-page';
import { PROTECTED_PAGES } from './protected-pages';
import { ProtectedRoute } from './protected-route';

registerPageTexts();

// Everything outside the public pages: the route table behind the session guard,
// and the not-found page for any other path. Fetched only when such a path is visited, so the
// sign-in page does not carry it.
export function ProtectedRoutes() {
  return (
    <Routes>
      <Route element={<ProtectedRoute />}>
        {PROTECTED_ROUTES.map(({ path }) => {
          const Page = PROTECTED_PAGES[path];
          return Page ? <Route key={path} path={path} element={<Page />} /> : null;
        })}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
