/**
 * The Google half of `npm run setup`, in the order each needs the one before: the services on,
 * the project's number, the live Hosting site, the previews' own project and its site, the Web
 * app, sign-in, the identities GitHub's workflows sign in as, the editor's Translate (with
 * billing), the check that every value is of her one project, Analytics' page views, and last her
 * domain (whose DNS may take a day). Each step calls Google only through `context.google`, which
 * carries her `gcloud` sign-in.
 */
import { analyticsStep, type Confirm } from './google-analytics';
import { DEFAULT_WAITING, type Waiting } from './google-call';
import { customDomainStep, hostingSitesStep, signInStep, webAppStep } from './google-firebase';
import { providersStep, serviceAccountsStep } from './google-identities';
import { previewsProjectStep } from './google-previews';
import { translationKeyStep } from './google-key';
import { projectNumberStep, servicesStep } from './google-project';
import { sameProjectStep } from './google-same-project';
import type { SetupStep } from './step';

export function googleSteps(waiting: Waiting = DEFAULT_WAITING, confirm?: Confirm): readonly SetupStep[] {
  return [
    servicesStep(waiting),
    projectNumberStep,
    hostingSitesStep,
    previewsProjectStep(waiting),
    webAppStep(waiting),
    signInStep,
    providersStep(waiting),
    serviceAccountsStep,
    translationKeyStep(waiting),
    sameProjectStep,
    analyticsStep(confirm),
    customDomainStep,
  ];
}
