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

/**
 * How long the home banner stays on a slide before it moves on by itself (spec section 9): a picture for
 * `bannerImageMs`; a playing video for as long as it plays (null: its end moves the banner on); a video that is not
 * playing (on a phone it waits for a tap) for the slider's default autoplay, so the banner never stops on it.
 */
export function bannerSlideMs(slide: { video: boolean; playing: boolean }): number | null {
  if (!slide.video) return timings.bannerImageMs;
  return slide.playing ? null : timings.bannerDefaultAutoplayMs;
}

/**
 * The largest set of photos and videos (a news item's, an album) downloaded at once as a zip; a larger one comes as
 * the favorites' e-mailed link. 100 MB takes about a minute and a half on a 10 Mbit/s connection: past that, a
 * download that breaks on a phone or a hotel's Wi-Fi starts over from nothing, while the e-mailed link (valid 7
 * days) can be opened at a desk.
 */
export const setAtOnceMaxBytes = 100 * 1024 * 1024;

/** Whether a set of `bytes` is downloaded at once, rather than by the e-mailed link. */
export const isSetDeliveredAtOnce = (bytes: number) => bytes <= setAtOnceMaxBytes;
