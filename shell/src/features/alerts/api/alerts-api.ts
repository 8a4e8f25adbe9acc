import { baseApi } from '@dating/shared-kit';
import type { NotificationSettings } from '@dating/shared-kit';

/**
 * The two calls the banners make. The notification settings are read under the tag the settings screen
 * invalidates, so re-enabling mail there removes the banner without a reload.
 */
export const alertsApi = baseApi.enhanceEndpoints({ addTagTypes: ['NotificationSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    shellAlertsEmailState: build.query<Pick<NotificationSettings, 'email_blocked'>, void>({
      query: () => 'notifications.php',
      providesTags: ['NotificationSettings'],
    }),
    /** POST /api/activate.php: sends the activation mail again to the logged-in member. */
    shellResendActivation: build.mutation<unknown, void>({
      query: () => ({ url: 'activate.php', method: 'POST', body: {} }),
    }),
  }),
});

export const { useShellAlertsEmailStateQuery, useShellResendActivationMutation } = alertsApi;
