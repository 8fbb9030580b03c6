/**
 * A refusal of Google's, in her words with what to do, never Google's message alone: a service
 * turned off, billing missing, a permission her account lacks, a scope her sign-in lacks, a limit,
 * a moment when Google is busy. Google's reason comes in the error body (`status`, and each
 * detail's `reason`: admin/google/service-failure.ts reads them as the editor does); its own words
 * are added, quoted, only where nothing better can be said.
 */
import { failureOfAnswer } from '@/admin/google/service-failure';
import { serviceName } from './google-services';

/** Where her project's billing account is linked, in Google Cloud's console. */
export const billingPage = (project: string) =>
  `https://console.cloud.google.com/billing/linkedaccount?project=${project}`;

/** What she is told when Google refused a call to `url` made for `project`. */
export function googleRefusalWords(url: string, status: number, body: unknown, project: string): string {
  const failure = failureOfAnswer(status, body);
  const reasons = failure.reasons.join(' ');
  const host = new URL(url).hostname;
  const service = serviceName(host);
  if (/SERVICE_DISABLED/.test(reasons) || /has not been used|is disabled/i.test(failure.message))
    return `${service} is turned off in your project ${project}. Open https://console.cloud.google.com/apis/library/${host}?project=${project}, press Enable, wait a minute, then run npm run setup again.`;
  if (/BILLING/.test(reasons) || /billing/i.test(failure.message))
    return `${service} needs billing on your project ${project}: link a billing account at ${billingPage(project)}, then run npm run setup again.`;
  if (/ACCESS_TOKEN_SCOPE_INSUFFICIENT/.test(reasons))
    return `Google does not let this sign-in use ${service} (it was not given that right when you signed in).`;
  if (status === 429 || /RESOURCE_EXHAUSTED|RATE_LIMIT/.test(reasons))
    return `Google’s limit for ${service} is reached for now: wait a few minutes, then run npm run setup again.`;
  if (status === 403)
    return `Your Google account may not do this in the project ${project} (${service}). Run npm run setup signed in as the project’s owner (the account that made it in Firebase), or ask its owner to give you the Owner role at https://console.cloud.google.com/iam-admin/iam?project=${project}.`;
  if (status >= 500)
    return `Google did not answer (${service} is busy or down for a moment): run npm run setup again in a few minutes; it picks up where it stopped.`;
  const said = failure.message ? ` (Google said: “${failure.message}”)` : '';
  return `Google refused what the set-up asked of ${service}${said}. Running it again will not help: ask your developer to look at it.`;
}
