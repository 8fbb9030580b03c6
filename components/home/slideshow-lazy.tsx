'use client';

import dynamic from 'next/dynamic';

/** The home slideshow in its own script file; its first slide is pre-rendered, so nothing waits for it. */
export const Slideshow = dynamic(() => import('./slideshow').then((module) => module.Slideshow));
