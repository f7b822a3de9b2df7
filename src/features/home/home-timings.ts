/** The home page's motion, in milliseconds, as the product specification sets it. */
export const homeTimings = {
  /** The hero slider moves on by itself this often. */
  slideIntervalMs: 5000,
  /** One slide transition; the arrows ignore clicks until it ends. */
  slideTransitionMs: 700,
  typeCharacterMs: 150,
  deleteCharacterMs: 50,
  /** How long a fully typed word stays before it is deleted. */
  typingHoldMs: 1500,
} as const
