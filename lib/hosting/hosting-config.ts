/**
 * The `hosting` section of firebase.json, checked. The local host and the dev proxy apply the parts of
 * Firebase Hosting's configuration this site uses; anything else (regex sources, function rewrites,
 * i18n…) is refused when either starts, so a rule that would work differently on Firebase never
 * goes unnoticed locally.
 */
import { z } from 'zod';
import { isSameSitePath } from './request-target';

const text = z.string().min(1);
// Firebase allows redirects to other sites; this site has none, and a rule that could send a
// visitor elsewhere is exactly what must never slip in: an open redirect.
const sitePath = text.refine(isSameSitePath, 'must be a path on this site starting with one "/"');

const redirectRule = z.strictObject({
  source: text,
  destination: sitePath,
  type: z.union([z.literal(301), z.literal(302), z.literal(303), z.literal(307), z.literal(308)]).default(301),
});

const hostingSchema = z.strictObject({
  /** The folder that is published, relative to the project root. */
  public: text,
  ignore: z.array(text).default([]),
  cleanUrls: z.boolean().default(false),
  /** Absent leaves both forms alone (Firebase's default), as in firebase.json. */
  trailingSlash: z.boolean().optional(),
  redirects: z.array(redirectRule).default([]),
  rewrites: z.array(z.strictObject({ source: text, destination: sitePath })).default([]),
  headers: z
    .array(z.strictObject({ source: text, headers: z.array(z.strictObject({ key: text, value: z.string() })) }))
    .default([]),
});

export type HostingConfig = z.output<typeof hostingSchema>;
export type RedirectRule = z.output<typeof redirectRule>;
export type RedirectStatus = RedirectRule['type'];

/** Checks a parsed `hosting` object and fills in Firebase's defaults. */
export function parseHostingConfig(value: unknown): HostingConfig {
  const parsed = hostingSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`firebase.json hosting, not supported by the local host:\n${z.prettifyError(parsed.error)}`);
}
