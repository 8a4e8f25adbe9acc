import { baseApi } from '@dating/shared-kit';
import type { NotificationSettings, NotificationSettingsUpdate } from '@dating/shared-kit';

/**
 * GET/PUT /api/notifications.php. A change also refreshes the user (its notifications_disabled drives the
 * disabled-notifications banner) and every other reader of the settings.
 */
export const notificationSettingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['NotificationSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    shellGetNotificationSettings: build.query<NotificationSettings, void>({
      query: () => 'notifications.php',
      providesTags: ['NotificationSettings'],
    }),
    shellUpdateNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsUpdate>({
      query: (body) => ({ url: 'notifications.php', method: 'PUT', body }),
      // The answer is the new state: write it into the cache at once instead of waiting for a refetch.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(notificationSettingsApi.util.upsertQueryData('shellGetNotificationSettings', undefined, data));
      },
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useShellGetNotificationSettingsQuery, useShellUpdateNotificationSettingsMutation } = notificationSettingsApi;
