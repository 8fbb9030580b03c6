/*
 * What the enquiry form fetches once it runs, as one download after the page's: the page's
 * first-load budget has no room for it, and every separate download costs the page a loader.
 * The draft keeper (an earlier visit's draft, and the one being typed), the sender (with the
 * EmailJS SDK), and for when sending fails, also offline: the enquiry written as an e-mail for
 * the visitor's own mail app, and 'Copy my enquiry'.
 */
// Read through the module object that contact-form.tsx imports dynamically (knip cannot follow it).
/** @public */
export { sendEnquiry } from '@/lib/contact/send-enquiry';
/** @public */
export { enquiryMailto } from '@/lib/contact/mailto';
/** @public */
export { CopyEnquiry } from './copy-enquiry';
/** @public */
export { keepDrafts } from './draft-keeper';
