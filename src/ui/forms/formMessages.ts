/** The visitor's forms' results, as the spec words them (§8). */
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon."
export const CONTACT_FAILURE = 'Failed to send message. Please try again or contact us directly.'
export const PRAYER_SUCCESS =
  'Thank you for sharing your prayer request. Our prayer team will be lifting you up in prayer.'
export const PRAYER_FAILURE =
  'Failed to submit prayer request. Please try again or contact us directly.'
