import { baseApi } from '@dating/shared-kit';
import type { PhotosResponse } from '@dating/shared-kit';

/**
 * PUT/DELETE /api/photos.php (POST, the upload, is upload-photo.ts: it needs progress). Each change refetches the
 * profile and the user (main image, banners).
 */
export const photosApi = baseApi.enhanceEndpoints({ addTagTypes: ['OwnProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    shellMakeMainPhoto: build.mutation<PhotosResponse, number>({
      query: (id) => ({ url: 'photos.php', method: 'PUT', body: { id, main: true } }),
      invalidatesTags: ['OwnProfile', 'User'],
    }),
    shellDeletePhoto: build.mutation<PhotosResponse, number>({
      query: (id) => ({ url: 'photos.php', method: 'DELETE', body: { id } }),
      invalidatesTags: ['OwnProfile', 'User'],
    }),
  }),
});

export const { useShellMakeMainPhotoMutation, useShellDeletePhotoMutation } = photosApi;
