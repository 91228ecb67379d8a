// What an e-mail address must look like (something@domain.tld, no spaces), the one rule the
// accounts, the guest list and the RSVP form check an address against.
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
