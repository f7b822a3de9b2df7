/**
 * What a notifier reports: its service took the message, or it did not and why. Each adapter
 * decides what taking means for its channel (EmailJS and the relay answer 200, a chat webhook any
 * 2xx); the core only records the outcome.
 */
export type Delivery = { readonly delivered: true } | { readonly delivered: false; readonly reason: string }

export const delivered: Delivery = { delivered: true }
