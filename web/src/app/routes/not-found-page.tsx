import { useEffect } from 'react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found | Tools Storefront';
  }, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-teal-800" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Oops! Page not found - The page you're looking for doesn't exist.</h1>
      <Link to="/" className="btn btn-primary">
        Go home
      </Link>
    </div>
  );
}
