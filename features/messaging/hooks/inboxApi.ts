import { messagingApi } from '../api';

// The inbox's endpoints with cache tags: marking a message read refetches every open list and the user menu's unread
// count (the generated endpoints carry no tags).
export const inboxApi = messagingApi.enhanceEndpoints({
  addTagTypes: ['Message'],
  endpoints: {
    getMessageList: { providesTags: ['Message'] },
    markMessageRead: { invalidatesTags: ['Message'] },
  },
});

export const { useGetMessageListQuery, useMarkMessageReadMutation } = inboxApi;
