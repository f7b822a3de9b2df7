/** The words every visitor's confirmation carries: fixed, so the mail cannot be used to carry other text. */
export const confirmationThankYou =
  'Thank you for requesting a free quote. We have received your request and someone from our team will be in touch shortly.'

/** What a confirmation says when it is given no thank-you of its own. */
export const defaultConfirmationMessage = 'Thank you for your interest in our services.'

/** What a mail to the owner shows for a phone or an address the visitor left out. */
export const notProvided = 'Not provided'
