import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyPages } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { Spinner } from '../components/spinner';
import { HomePage } from './routes/home-page';

/** The route guards: only the signed-in part of the app needs them. */
const loadGuards = () => import('./require-auth');

/** The site's pages. Everything but the home page is its own chunk, loaded when first visited. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const lazyPage = lazyPages(queryClient);
  return [
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
            {
              path: 'login',
              lazy: lazyPage(
                'login-page',
                () => import('./routes/login-page'),
                (m) => m.LoginPage,
              ),
            },
            {
              path: 'signup',
              lazy: lazyPage(
                'signup-page',
                () => import('./routes/signup-page'),
                (m) => m.SignupPage,
              ),
            },
            {
              path: 'tools',
              lazy: lazyPage(
                'tools-page',
                () => import('./routes/tools-page'),
                (m) => m.ToolsPage,
              ),
            },
            {
              path: 'tools/:id',
              lazy: lazyPage(
                'tool-page',
                () => import('./routes/tool-page'),
                (m) => m.ToolPage,
              ),
            },
            {
              path: 'blog',
              lazy: lazyPage(
                'blog-page',
                () => import('./routes/blog-page'),
                (m) => m.BlogPage,
              ),
            },
            {
              path: 'myportfolio',
              lazy: lazyPage(
                'portfolio-page',
                () => import('./routes/portfolio-page'),
                (m) => m.PortfolioPage,
              ),
            },
            {
              path: 'cart',
              lazy: lazyPage(
                'cart-page',
                () => import('./routes/cart-page'),
                (m) => m.CartPage,
              ),
            },
            {
              lazy: lazyPage('require-auth', loadGuards, (m) => m.RequireAuth),
              children: [
                {
                  path: 'purchase/:id',
                  lazy: lazyPage(
                    'purchase-page',
                    () => import('./routes/purchase-page'),
                    (m) => m.PurchasePage,
                  ),
                },
                {
                  path: 'quick-order',
                  lazy: lazyPage(
                    'quick-order-page',
                    () => import('./routes/quick-order-page'),
                    (m) => m.QuickOrderPage,
                  ),
                },
                {
                  path: 'trade',
                  lazy: lazyPage(
                    'trade-page',
                    () => import('./routes/trade-page'),
                    (m) => m.TradePage,
                  ),
                },
                {
                  path: 'trade/statement',
                  lazy: lazyPage(
                    'trade-statement-page',
                    () => import('./routes/trade-statement-page'),
                    (m) => m.TradeStatementPage,
                  ),
                },
                {
                  path: 'trade/join/:token',
                  lazy: lazyPage(
                    'trade-join-page',
                    () => import('./routes/trade-join-page'),
                    (m) => m.TradeJoinPage,
                  ),
                },
                {
                  path: 'dashboard',
                  lazy: lazyPage(
                    'dashboard-layout',
                    () => import('./routes/dashboard-layout'),
                    (m) => m.DashboardLayout,
                  ),
                  children: dashboardRoutes(lazyPage),
                },
              ],
            },
            {
              path: '*',
              lazy: lazyPage(
                'not-found-page',
                () => import('./routes/not-found-page'),
                (m) => m.NotFoundPage,
              ),
            },
          ],
        },
      ],
    },
  ];
};

function dashboardRoutes(lazyPage: ReturnType<typeof lazyPages>): RouteObject[] {
  const profile = lazyPage(
    'my-profile-page',
    () => import('./routes/my-profile-page'),
    (m) => m.MyProfilePage,
  );
  return [
    { index: true, lazy: profile },
    { path: 'myprofile', lazy: profile },
    {
      path: 'myorder',
      lazy: lazyPage(
        'my-orders-page',
        () => import('./routes/my-orders-page'),
        (m) => m.MyOrdersPage,
      ),
    },
    {
      path: 'lists',
      lazy: lazyPage(
        'my-lists-page',
        () => import('./routes/my-lists-page'),
        (m) => m.MyListsPage,
      ),
    },
    {
      path: 'quotes',
      lazy: lazyPage(
        'quotes-page',
        () => import('./routes/quotes-page'),
        (m) => m.QuotesPage,
      ),
    },
    {
      path: 'addareview',
      lazy: lazyPage(
        'add-review-page',
        () => import('./routes/add-review-page'),
        (m) => m.AddReviewPage,
      ),
    },
    {
      path: 'buy/:id',
      lazy: lazyPage(
        'pay-page',
        () => import('./routes/pay-page'),
        (m) => m.PayPage,
      ),
    },
    {
      lazy: lazyPage('require-auth', loadGuards, (m) => m.RequireAdmin),
      children: [
        {
          path: 'manageallorders',
          lazy: lazyPage(
            'manage-all-orders-page',
            () => import('./routes/manage-all-orders-page'),
            (m) => m.ManageAllOrdersPage,
          ),
        },
        {
          path: 'makeaadmin',
          lazy: lazyPage(
            'make-admin-page',
            () => import('./routes/make-admin-page'),
            (m) => m.MakeAdminPage,
          ),
        },
        {
          path: 'addaproduct',
          lazy: lazyPage(
            'add-product-page',
            () => import('./routes/add-product-page'),
            (m) => m.AddProductPage,
          ),
        },
        {
          path: 'manageproducts',
          lazy: lazyPage(
            'manage-products-page',
            () => import('./routes/manage-products-page'),
            (m) => m.ManageProductsPage,
          ),
        },
        {
          path: 'sales',
          lazy: lazyPage(
            'sales-page',
            () => import('./routes/sales-page'),
            (m) => m.SalesPage,
          ),
        },
        {
          path: 'auditlog',
          lazy: lazyPage(
            'audit-log-page',
            () => import('./routes/audit-log-page'),
            (m) => m.AuditLogPage,
          ),
        },
        {
          path: 'tradeaccounts',
          lazy: lazyPage(
            'trade-accounts-page',
            () => import('./routes/trade-accounts-page'),
            (m) => m.TradeAccountsPage,
          ),
        },
        {
          path: 'managequotes',
          lazy: lazyPage(
            'manage-quotes-page',
            () => import('./routes/manage-quotes-page'),
            (m) => m.ManageQuotesPage,
          ),
        },
        {
          path: 'managereviews',
          lazy: lazyPage(
            'manage-reviews-page',
            () => import('./routes/manage-reviews-page'),
            (m) => m.ManageReviewsPage,
          ),
        },
      ],
    },
  ];
}

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
