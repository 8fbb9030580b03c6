'use client';

import { photoGrid, type PhotoGridAlbum } from '@/lib/gallery/photo-grid';
import pictureStyles from '@/components/ui/responsive-photo.module.css';
import styles from './album-grid.module.css';

export type PhotoGridProps = PhotoGridAlbum & {
  /** How many of this album's first photos are preloaded (the page's first 10 overall). */
  eagerCount: number;
};

const classes = {
  item: styles.item!,
  photo: styles.photo!,
  break: styles.break!,
  break2: styles.break2!,
  break3: styles.break3!,
  picture: pictureStyles.picture!,
  img: pictureStyles.img!,
};

/**
 * An album's photos (lib/gallery/photo-grid.ts), written into the page as markup. A client
 * component for what it sends, not for what it does: its props are the album data the viewer
 * already gets (sent once), where a server component's output would travel in the page's data a
 * second time; and hydrating it creates one element, not five per photo.
 */
export function PhotoGrid({ eagerCount, ...album }: PhotoGridProps) {
  const { style, html } = photoGrid(album, eagerCount, classes);
  return <div className={styles.grid} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}
