'use client';

import dynamic from 'next/dynamic';

/** The enquiry form in its own script file, so only the contact page downloads it (still pre-rendered). */
export const ContactForm = dynamic(() => import('./contact-form').then((module) => module.ContactForm));
