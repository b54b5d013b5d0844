/** Business constants of spec section 9 used by both the app and the API. */
export const homeLimits = {
  /** News items the home payload carries; the mobile panels show the first `mobileNews`. */
  news: 6,
  mobileNews: 3,
  /** Latest photos and videos on home; the mobile panel shows the first `mobileGallery`. */
  gallery: 9,
  mobileGallery: 3,
  youtube: 3,
  tweets: 9,
} as const;

export const breakpoints = {
  /** Below it the mobile layout applies (home panels, tap-to-open side menu). */
  desktop: 992,
  tablet: 768,
  phone: 544,
  contactsMobile: 567,
} as const;

export const timings = {
  menuHoverDelayMs: 500,
  bannerImageMs: 50000,
  bannerTransitionMs: 700,
  bannerDefaultAutoplayMs: 10500,
  carouselSpeedMs: 500,
} as const;
