// The kit's store concern: the one store factory and its typed hooks.
export { createAppStore, rootReducer } from './create-app-store';
export type { AppStore, AppDispatch, RootState, LazyLoadedSlices } from './create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
// An app's own state slice joins the kit's store with the kit's Redux Toolkit: apps never import RTK.
export { createSlice } from '@reduxjs/toolkit';
export type { PayloadAction } from '@reduxjs/toolkit';
