import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { consentReducer } from '../features/consent/consentSlice';
import { homeReducer } from '../features/home/homeSlice';

const rootReducer = combineReducers({
  home: homeReducer,
  consent: consentReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests build one each with the state they need. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
