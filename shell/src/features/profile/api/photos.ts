import { baseApi } from '@dating/shared-kit';
import type { PhotoResponse, PhotosResponse } from '@dating/shared-kit';

/** POST/PUT/DELETE /api/photos.php. Each change refetches the profile and the user (main image, banners). */
export const photosApi = baseApi.enhanceEndpoints({ addTagTypes: ['OwnProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    shellUploadPhoto: build.mutation<PhotoResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append('photo', file, file.name);
        return { url: 'photos.php', method: 'POST', body: form };
      },
      invalidatesTags: ['OwnProfile', 'User'],
    }),
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

export const { useShellUploadPhotoMutation, useShellMakeMainPhotoMutation, useShellDeletePhotoMutation } = photosApi;
