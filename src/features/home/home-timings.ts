/** Spec section 9: the home page's motion, in milliseconds. */
export const homeTimings = {
  /** The hero slider moves on by itself this often. */
  slideIntervalMs: 5000,
  /** One slide transition; the arrows ignore clicks until it ends. */
  slideTransitionMs: 700,
  typeCharacterMs: 150,
  deleteCharacterMs: 50,
  /** How long a fully typed word stays before it is deleted. */
  typingHoldMs: 1500,
  /** With reduced motion the headline swaps whole words, this far apart, instead of typing. */
  reducedMotionWordMs: 3000,
} as const
