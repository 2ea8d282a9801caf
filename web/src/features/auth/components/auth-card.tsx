import type { ReactNode } from 'react';

/** The frame of the login and sign-up pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="mb-6 text-center text-3xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** 'Loading Please wait' while a flow runs, the failure message after one failed. */
export function FlowStatus({ loading, error }: { loading: boolean; error: string | null }) {
  if (loading) {
    return (
      <p role="status" className="text-center font-medium text-teal-800">
        Loading Please wait
      </p>
    );
  }
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-center font-medium text-red-800">
        {error}
      </p>
    );
  }
  return null;
}

export function OrDivider() {
  return (
    <div className="my-4 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-300" />
      OR
      <span className="h-px flex-1 bg-slate-300" />
    </div>
  );
}
