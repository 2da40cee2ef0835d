import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import type { AuditEntry, AuditQuery, Page } from './types';

export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => api.get<Page<AuditEntry>>('/admin-api/audit-log', { query, signal }),
    staleTime: 0,
  });
