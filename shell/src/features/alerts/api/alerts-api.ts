import { baseApi } from '@dating/shared-kit';
import type { NotificationSettings } from '@dating/shared-kit';

/**
 * The banners' own call (the activation mail is sent again through the kit). The notification settings are read under the tag the settings screen
 * invalidates, so re-enabling mail there removes the banner without a reload.
 */
export const alertsApi = baseApi.enhanceEndpoints({ addTagTypes: ['NotificationSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    shellAlertsEmailState: build.query<Pick<NotificationSettings, 'email_blocked'>, void>({
      query: () => 'notifications.php',
      providesTags: ['NotificationSettings'],
    }),
  }),
});

export const { useShellAlertsEmailStateQuery } = alertsApi;
