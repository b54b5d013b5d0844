import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiError } from '../lib/api/api';
import type { AppDispatch, RootState } from './store';

/** Thunks typed once: they see the whole state and reject with the one API error shape. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: ApiError;
}>();
