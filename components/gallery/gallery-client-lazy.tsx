'use client';

import dynamic from 'next/dynamic';

// The gallery's interactive parts in their own script files, so only the gallery pages download them.
export const PhotoViewer = dynamic(() => import('./photo-viewer').then((module) => module.PhotoViewer));
export const GalleryLoader = dynamic(() => import('./gallery-loader').then((module) => module.GalleryLoader));
