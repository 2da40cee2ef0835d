import type {
  AdminFeedback,
  AdminFeedbackPage,
  AdminVarietyPage,
  AdminVarietyRequest,
  adminFeedbackQuery,
  adminVarietyQuery,
  FeedbackItem,
  FeedbackStatus,
  QueryOf,
  VarietyRequest,
  VarietyStatus,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// Buyers' variety requests (品种求购) and feedback (意见反馈) in the console.

export type { AdminFeedback, AdminVarietyRequest, FeedbackStatus, VarietyStatus };

const VARIETY = 'variety-requests';
const FEEDBACK = 'feedback';

export type VarietyQuery = QueryOf<typeof adminVarietyQuery>;

export const varietyRequestsQuery = (query: VarietyQuery) =>
  queryOptions({
    queryKey: [VARIETY, query],
    queryFn: ({ signal }) =>
      api.get<AdminVarietyPage>('/admin-api/variety-requests', { query, signal }),
    staleTime: 0,
  });

export type VarietyAction =
  | { id: number; action: 'sourcing' }
  | { id: number; action: 'list'; goods_id: number }
  | { id: number; action: 'decline'; reason: string };

/** 采购中 / 上架 (the buyer gets a message) / 拒绝; each refreshes the list. */
export function useVarietyAction(inlineErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: VarietyAction) =>
      api.post<VarietyRequest>(`/admin-api/variety-requests/${id}/${action}`, body),
    meta: inlineErrors ? { inlineErrors: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VARIETY] }),
  });
}

export type FeedbackQuery = QueryOf<typeof adminFeedbackQuery>;

export const feedbackQuery = (query: FeedbackQuery) =>
  queryOptions({
    queryKey: [FEEDBACK, query],
    queryFn: ({ signal }) => api.get<AdminFeedbackPage>('/admin-api/feedback', { query, signal }),
    staleTime: 0,
  });

export type FeedbackAction =
  | { id: number; action: 'reply'; reply: string }
  | { id: number; action: 'close' };

/** 回复 (the buyer gets a message) / 关闭; each refreshes the list. */
export function useFeedbackAction(inlineErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: FeedbackAction) =>
      api.post<FeedbackItem>(`/admin-api/feedback/${id}/${action}`, body),
    meta: inlineErrors ? { inlineErrors: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FEEDBACK] }),
  });
}
