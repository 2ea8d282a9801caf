import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '../../components/paged-list';
import { auditLogQueryOptions } from '../../features/audit/api/audit-queries';
import { AuditLogTable } from '../../features/audit/components/audit-log-table';
import { adminLoader } from '../route-loaders';

export const loader = adminLoader((queryClient) => queryClient.ensureInfiniteQueryData(auditLogQueryOptions()));

/** /dashboard/auditlog (admin): every admin action and automatic cancellation, newest first. */
export function AuditLogPage() {
  const auditQuery = useInfiniteQuery(auditLogQueryOptions());
  return (
    <PagedList title="Audit log" query={auditQuery} loadingLabel="Loading the audit log" empty="Nothing has been recorded yet.">
      {(entries) => <AuditLogTable entries={entries} />}
    </PagedList>
  );
}
