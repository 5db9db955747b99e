/**
 * The route table of spec §2, hash-based, every page lazy. Areas that later issues build are not here
 * yet: their paths show the not-found page until then.
 */
import { createHashRouter, redirect, type RouteObject } from 'react-router'
import { resetLinkStore } from './auth/reset-link.ts'
import { isLoggedIn } from './auth/session.ts'
import { lazyPage } from './app/lazy-page.ts'
import { RouteError } from './app/RouteError.tsx'
import { Shell } from './app/Shell.tsx'
import { HOME_PATH } from './app/home-path.ts'

function requireLogin({ request }: { request: Request }) {
  if (isLoggedIn()) return null
  const url = new URL(request.url)
  return redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`)
}

/**
 * The forgot-password mail links here with a token that can set a new password, once: keep it aside (it
 * is no session), then drop it from the URL. The page asks for the new password while it holds one.
 */
function acceptResetLink({ request }: { request: Request }) {
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  if (token) {
    resetLinkStore.set(token)
    return redirect(url.pathname)
  }
  return resetLinkStore.get() ? null : requireLogin({ request })
}

/** For routes whose loader always redirects: they never render. */
const Redirecting = () => null

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <></>,
    children: [
      { index: true, loader: () => redirect(isLoggedIn() ? HOME_PATH : '/welcome'), Component: Redirecting },
      {
        path: 'welcome',
        lazy: lazyPage(() => import('./pages/welcome/WelcomePage.tsx'), {
          criticalStylesOnly: true,
          shellTextsOnly: true,
        }),
      },
      { path: 'auth/:authType', lazy: lazyPage(() => import('./pages/auth/AuthPage.tsx')) },
      // Not under auth/: any authType but register shows the login form (spec §2).
      { path: 'forgot-password', lazy: lazyPage(() => import('./pages/auth/ForgotPasswordPage.tsx')) },
      { path: 'login', loader: () => redirect('/auth/login'), Component: Redirecting },
      { path: 'about', lazy: lazyPage(() => import('./pages/about/AboutPage.tsx')) },
      {
        path: 'about/details',
        lazy: lazyPage(() => import('./pages/about/AboutDetailsPage.tsx'), { queries: true }),
      },
      {
        path: 'about/contact',
        lazy: lazyPage(() => import('./pages/about/ContactPage.tsx'), { queries: true }),
      },
      { path: 'about-details', loader: () => redirect('/about/details'), Component: Redirecting },
      { path: 'legal', lazy: lazyPage(() => import('./pages/legal/LegalPage.tsx')) },
      { path: 'contribute', lazy: lazyPage(() => import('./pages/contribute/ContributePage.tsx')) },
      { path: 'contribute/:outcome', lazy: lazyPage(() => import('./pages/contribute/ContributePage.tsx')) },
      { path: 'install', lazy: lazyPage(() => import('./pages/install/InstallPage.tsx')) },
      {
        path: 'list/:folder',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/recipe-list/RecipeListPage.tsx'), { queries: true }),
      },
      {
        path: 'labels',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/labels/LabelsPage.tsx'), { queries: true }),
      },
      {
        path: 'people',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/people/PeoplePage.tsx'), { queries: true }),
      },
      {
        path: 'people/my-profile',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/people/MyProfilePage.tsx'), { queries: true }),
      },
      {
        // Open to visitors too: a public profile is shown to anyone with its address (spec §6).
        path: 'people/:handle',
        lazy: lazyPage(() => import('./pages/people/ProfilePage.tsx'), { queries: true }),
      },
      {
        path: 'recipe/:recipeId',
        lazy: lazyPage(() => import('./pages/recipe/RecipePage.tsx'), { queries: true }),
      },
      {
        path: 'edit-recipe/:recipeId',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/edit-recipe/EditRecipePage.tsx'), { queries: true }),
      },
      {
        path: 'messages',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/messages/ThreadsPage.tsx'), { queries: true }),
      },
      {
        path: 'messages/:otherUserId',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/messages/ThreadPage.tsx'), { queries: true }),
      },
      {
        path: 'shopping-lists',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/shopping-lists/ShoppingListsPage.tsx'), { queries: true }),
      },
      {
        path: 'shopping-lists/:shoppingListId',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/shopping-lists/ShoppingListPage.tsx'), { queries: true }),
      },
      {
        path: 'meal-planners',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/meal-planners/MealPlansPage.tsx'), { queries: true }),
      },
      {
        path: 'meal-planners/:mealPlanId',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/meal-planners/MealPlanPage.tsx'), { queries: true }),
      },
      {
        path: 'admin',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/admin/AdminPage.tsx'), { queries: true }),
      },
      {
        path: 'settings',
        lazy: lazyPage(() => import('./pages/settings/SettingsPage.tsx'), { queries: true }),
      },
      {
        path: 'settings/account',
        loader: acceptResetLink,
        lazy: lazyPage(() => import('./pages/settings/AccountPage.tsx'), { queries: true }),
      },
      {
        path: 'settings/import',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/import/ImportPage.tsx'), { queries: true }),
      },
      {
        path: 'settings/import/files',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/import/ImportFilesPage.tsx'), { queries: true }),
      },
      {
        path: 'settings/import/pepperplate',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/import/PepperplateImportPage.tsx'), { queries: true }),
      },
      {
        path: 'settings/import/:source',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/import/ImportFilePage.tsx'), { queries: true }),
      },
      {
        path: 'settings/export',
        loader: requireLogin,
        lazy: lazyPage(() => import('./pages/export/ExportPage.tsx')),
      },
      { path: 'edit-recipe', loader: () => redirect('/'), Component: Redirecting },
      { path: '*', lazy: lazyPage(() => import('./pages/not-found/NotFoundPage.tsx')) },
    ],
  },
]

export function createRouter() {
  return createHashRouter(routes)
}
