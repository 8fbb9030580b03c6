import type { Thing, WithContext } from 'schema-dts';

type JsonLdProps = { data: WithContext<Thing> | null };

/** A schema.org JSON-LD block. `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: JsonLdProps) {
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
