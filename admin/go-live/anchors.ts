/** Where on the go-live page each fix is: the list's links lead there. */
export const TAKE_THE_DEMO_AWAY = 'take-the-demo-away';
export const CONTACT_FORM = 'contact-form';
export const YOUR_DOMAIN = 'your-domain';
