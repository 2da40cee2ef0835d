import type { AuditEntry, auditQuery, Page, QueryOf } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

export type AuditQuery = QueryOf<typeof auditQuery>;

export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => api.get<Page<AuditEntry>>('/admin-api/audit-log', { query, signal }),
    staleTime: 0,
  });
