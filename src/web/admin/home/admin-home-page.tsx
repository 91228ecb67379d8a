// The admin home until the live dashboard is built: who is signed in and the platform's counts.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { usePageTitle } from '../../public/layout/use-page-title.ts';
import { useAdminSession } from '../session/admin-guard.tsx';

interface Overview {
  couples: number;
  publishedSites: number;
  admins: number;
}

export function AdminHomePage() {
  const session = useAdminSession();
  usePageTitle('Dashboard');
  const overview = useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => api<Overview>('/api/admin/overview', { signal }),
  });
  const figures = [
    { label: 'Casais', value: overview.data?.couples },
    { label: 'Sites publicados', value: overview.data?.publishedSites },
    { label: 'Administradores', value: overview.data?.admins },
  ];
  return (
    <section className="mx-auto max-w-5xl">
      <h1 className="font-serif text-3xl font-bold text-ink">Dashboard</h1>
      <p className="mt-1 text-muted">
        Conectado como <strong className="break-words text-ink">{session.user.email}</strong>
      </p>
      {overview.isError && (
        <p role="alert" className="mt-6 font-medium text-danger">
          {overview.error.message}
        </p>
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
            <dt className="text-sm text-muted">{f.label}</dt>
            <dd className="mt-2 font-serif text-3xl font-bold text-ink">{f.value ?? '…'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
