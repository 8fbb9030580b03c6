import { metaMessages } from '@/content/dictionaries/meta';
import type { RouteKey } from '@/content/routes';
import type { Locale } from '@/lib/i18n';

type PlaceholderScreenProps = { route: RouteKey; locale: Locale };

/** A page whose content has not been written yet: its heading and description. */
export function PlaceholderScreen({ route, locale }: PlaceholderScreenProps) {
  const { title, description } = metaMessages[locale][route];
  return (
    <section className="page-section">
      <h1>{title}</h1>
      <p>{description}</p>
    </section>
  );
}
