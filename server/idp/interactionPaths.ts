/** The sign-in interaction's addresses; `uid` comes from the provider (URL-safe), encoded all the same. */
export const interactionPaths = {
  page: (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`,
  login: (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}/login`,
  abort: (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}/abort`,
};
