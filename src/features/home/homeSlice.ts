/**
 * The home payload (banner, news, gallery, cars and the site menu), the social feeds and the contacts. The menu
 * rides on `home/json/`, so every page's layout reads it from here.
 */
import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { toApiError } from '../../lib/apiClient';
import type { ContactGroup, HomeResponse, SocialFeedItem } from '../../domain/content';
import type { RootState } from '../../app/store';
import { getContacts, getHome, getTweets, getYoutubeFeed } from './homeApi';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

interface Loadable<T> {
  data: T;
  status: RequestStatus;
}

export interface HomeState {
  home: Loadable<HomeResponse | null>;
  youtube: Loadable<SocialFeedItem[]>;
  tweets: Loadable<SocialFeedItem[]>;
  contacts: Loadable<ContactGroup[]>;
}

const initialState: HomeState = {
  home: { data: null, status: 'idle' },
  youtube: { data: [], status: 'idle' },
  tweets: { data: [], status: 'idle' },
  contacts: { data: [], status: 'idle' },
};

/** Fetch once: StrictMode's double mount and every page's layout ask, only the first call goes out. */
const onlyWhenIdle = (key: keyof HomeState) => (_: void, api: { getState: () => RootState }) =>
  api.getState().home[key].status === 'idle';

/**
 * A content fetch failure is logged as `Error` and the page carries on (spec section 8): thunks reject with the
 * API error, and the reducers below only mark the request as failed.
 */
const fetchThunk = <T>(type: string, key: keyof HomeState, load: () => Promise<T>) =>
  createAppAsyncThunk(
    type,
    async (_: void, { rejectWithValue }) => {
      try {
        return await load();
      } catch (error) {
        console.error('Error', error);
        return rejectWithValue(toApiError(error));
      }
    },
    { condition: onlyWhenIdle(key) },
  );

export const fetchHome = fetchThunk('home/fetchHome', 'home', getHome);
export const fetchYoutube = fetchThunk(
  'home/fetchYoutube',
  'youtube',
  async () => (await getYoutubeFeed()).items,
);
export const fetchTweets = fetchThunk('home/fetchTweets', 'tweets', async () => (await getTweets()).items);
export const fetchContacts = fetchThunk('home/fetchContacts', 'contacts', getContacts);

const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const track = <T>(
      key: keyof HomeState,
      thunk: typeof fetchHome | typeof fetchYoutube | typeof fetchContacts,
      store: (state: HomeState, data: T) => void,
    ) => {
      builder
        .addCase(thunk.pending, (state) => {
          state[key].status = 'pending';
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state[key].status = 'succeeded';
          store(state, action.payload as T);
        })
        .addCase(thunk.rejected, (state) => {
          state[key].status = 'failed';
        });
    };
    track<HomeResponse>('home', fetchHome, (state, data) => {
      state.home.data = data;
    });
    track<SocialFeedItem[]>('youtube', fetchYoutube, (state, data) => {
      state.youtube.data = data;
    });
    track<SocialFeedItem[]>('tweets', fetchTweets, (state, data) => {
      state.tweets.data = data;
    });
    track<ContactGroup[]>('contacts', fetchContacts, (state, data) => {
      state.contacts.data = data;
    });
  },
});

export const homeReducer = homeSlice.reducer;

export const selectHome = (state: RootState) => state.home.home.data;
export const selectHomeStatus = (state: RootState) => state.home.home.status;
export const selectMenu = (state: RootState) => state.home.home.data?.menu ?? null;
export const selectYoutube = (state: RootState) => state.home.youtube.data;
export const selectYoutubeStatus = (state: RootState) => state.home.youtube.status;
export const selectTweets = (state: RootState) => state.home.tweets.data;
export const selectTweetsStatus = (state: RootState) => state.home.tweets.status;
export const selectContacts = (state: RootState) => state.home.contacts.data;
export const selectContactsStatus = (state: RootState) => state.home.contacts.status;
