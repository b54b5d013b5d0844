/**
 * The signed-in user's state and actions for the features that show or change it (the profile page, the logged-in
 * area's menus, the events page's `user-has-event`): features may not import each other, so the app hands them over
 * here, as mediaFavorites.ts does for the media cards. The rules themselves (what the merge keeps, where a user goes
 * next, what logout clears) stay in the auth feature.
 */
export { hasEventsChanged, profileSaved, selectHasEvents, selectUser } from '../features/auth/authSlice';
export { pathAfterSignIn } from '../features/auth/afterSignIn';
export { signOut } from '../features/auth/signOut';
