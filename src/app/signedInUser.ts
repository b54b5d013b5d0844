/**
 * The signed-in user's actions for the profile page (src/features/profile): features may not import each other, so
 * the app hands them over here, as mediaFavorites.ts does for the media cards. The rules themselves (what the
 * merge keeps, where a user goes next) stay in the auth feature.
 */
export { profileSaved, selectUser } from '../features/auth/authSlice';
export { pathAfterSignIn } from '../features/auth/afterSignIn';
