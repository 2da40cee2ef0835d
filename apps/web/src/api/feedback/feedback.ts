import type { FeedbackBody, FeedbackItem, FeedbackPage } from '@shop/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../client';

// 意见反馈 (/yjfk): the company's feedback with the shop's replies, and a new one.

export const FEEDBACK_QUERY_ROOT = 'feedback';
/** Photos go here first (multipart, field `file`); the answer's url goes in `images`. */
export const FEEDBACK_PHOTO_URL = '/api/upload/feedback-photo';

export const feedbackQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [FEEDBACK_QUERY_ROOT, page],
    queryFn: async ({ signal }) =>
      (await api.get<FeedbackPage>('/api/user/feedback', { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
  });

export const useFeedback = (page: number) => useQuery(feedbackQueryOptions(page));

export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FeedbackBody) =>
      (await api.post<FeedbackItem>('/api/user/feedback', { body: body as never })).data,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FEEDBACK_QUERY_ROOT] }),
  });
}
