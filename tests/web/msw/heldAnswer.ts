/**
 * An answer the test holds back and lets go when it has seen what the page shows meanwhile (a busy button, a
 * progress bar). A handler awaits `held`; the test calls `release()`. Unlike a delay, it does not depend on how
 * fast the machine runs the test.
 */
export function heldAnswer() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}
