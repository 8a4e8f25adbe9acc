import { baseApi } from '@dating/shared-kit';
import type { PushSubscriptionBody } from '../push/subscribe-to-push';

/** POST /api/user.php?push=1: attaches the browser's push subscription to the logged-in account. */
export const pushSubscriptionApi = baseApi.enhanceEndpoints({ addTagTypes: ['NotificationSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    shellSubscribePush: build.mutation<{ subscribed: boolean }, PushSubscriptionBody>({
      query: (body) => ({ url: 'user.php', method: 'POST', params: { push: 1 }, body }),
      invalidatesTags: ['NotificationSettings'],
    }),
  }),
});

export const { useShellSubscribePushMutation } = pushSubscriptionApi;
