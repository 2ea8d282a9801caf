import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/pages/home-page';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { Spinner } from '../components/spinner';

/** The route guards: only the signed-in part of the app needs them. */
const loadGuards = () => import('./require-auth');

/** The site's pages. Everything but the home page is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner label="Loading Please wait" fullPage />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'login', lazy: lazyPage('login-page', () => import('../features/auth/pages/login-page'), (m) => m.LoginPage) },
          { path: 'signup', lazy: lazyPage('signup-page', () => import('../features/auth/pages/signup-page'), (m) => m.SignupPage) },
          { path: 'blog', lazy: lazyPage('blog-page', () => import('../features/blog/blog-page'), (m) => m.BlogPage) },
          { path: 'myportfolio', lazy: lazyPage('portfolio-page', () => import('../features/portfolio/portfolio-page'), (m) => m.PortfolioPage) },
          {
            lazy: lazyPage('require-auth', loadGuards, (m) => m.RequireAuth),
            children: [
              {
                path: 'purchase/:id',
                lazy: lazyPage('purchase-page', () => import('../features/purchase/pages/purchase-page'), (m) => m.PurchasePage),
              },
              {
                path: 'dashboard',
                lazy: lazyPage('dashboard-layout', () => import('../features/dashboard/dashboard-layout'), (m) => m.DashboardLayout),
                children: dashboardRoutes(),
              },
            ],
          },
          { path: '*', lazy: lazyPage('not-found-page', () => import('../features/not-found/not-found-page'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];

function dashboardRoutes(): RouteObject[] {
  const profile = lazyPage('my-profile-page', () => import('../features/profile/pages/my-profile-page'), (m) => m.MyProfilePage);
  return [
    { index: true, lazy: profile },
    { path: 'myprofile', lazy: profile },
    { path: 'myorder', lazy: lazyPage('my-orders-page', () => import('../features/orders/pages/my-orders-page'), (m) => m.MyOrdersPage) },
    { path: 'addareview', lazy: lazyPage('add-review-page', () => import('../features/reviews/pages/add-review-page'), (m) => m.AddReviewPage) },
    { path: 'buy/:id', lazy: lazyPage('pay-page', () => import('../features/payment/pay-page'), (m) => m.PayPage) },
    {
      lazy: lazyPage('require-auth', loadGuards, (m) => m.RequireAdmin),
      children: [
        {
          path: 'manageallorders',
          lazy: lazyPage('manage-all-orders-page', () => import('../features/orders/pages/manage-all-orders-page'), (m) => m.ManageAllOrdersPage),
        },
        { path: 'makeaadmin', lazy: lazyPage('make-admin-page', () => import('../features/users/pages/make-admin-page'), (m) => m.MakeAdminPage) },
        { path: 'addaproduct', lazy: lazyPage('add-product-page', () => import('../features/products/pages/add-product-page'), (m) => m.AddProductPage) },
        {
          path: 'manageproducts',
          lazy: lazyPage('manage-products-page', () => import('../features/products/pages/manage-products-page'), (m) => m.ManageProductsPage),
        },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(routes);
