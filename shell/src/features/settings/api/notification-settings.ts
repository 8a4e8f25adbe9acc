import { baseApi } from '@dating/shared-kit';
import type { NotificationSettings, NotificationSettingsUpdate } from '@dating/shared-kit';

// Number of the newest change sent: an older change's answer must not overwrite a newer change's guess.
let newestUpdate = 0;

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
      // Optimistic: a switch moves at once under the member's finger; the answer to the newest change then
      // replaces the guess (answers to older changes would undo a newer toggle), and a failure puts the old state back.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const update = ++newestUpdate;
        const patch = dispatch(
          notificationSettingsApi.util.updateQueryData('shellGetNotificationSettings', undefined, (draft) => {
            if (body.notifications_disabled) draft.notifications_disabled = body.notifications_disabled;
            if (body.invisible !== undefined) draft.invisible = body.invisible;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          if (update === newestUpdate) {
            void dispatch(notificationSettingsApi.util.upsertQueryData('shellGetNotificationSettings', undefined, data));
          }
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useShellGetNotificationSettingsQuery, useShellUpdateNotificationSettingsMutation } = notificationSettingsApi;
