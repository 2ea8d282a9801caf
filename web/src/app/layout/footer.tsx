export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-900 px-4 py-6 text-center text-sm text-slate-200">
      <p>Copyright © {new Date().getFullYear()} Tools Storefront. All rights reserved.</p>
    </footer>
  );
}
