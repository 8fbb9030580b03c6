/**
 * What `npm run setup` asks her, each answer checked where it can be before anything is changed,
 * and asked again while it is wrong: her GitHub token (that GitHub takes it, which repositories it
 * reaches, what it may do there), her repository, her Google project (by the name she gave it,
 * confirmed), her domain (optional), and, once the steps have turned on the services that check it,
 * her Gemini key (optional). What she answered is kept (saved-answers.ts) and shown again on the
 * next run; `--change` asks it all again. When a check needs her at a vendor's page, she is told
 * exactly what to do there and the question waits for her Enter.
 */
import { TOKEN_PAGE_CHECKLIST, TOKEN_SETTINGS, tokenCreationLink } from '@/admin/site-check/editor-token';
import { geminiKeyProblem, aiStudioSteps } from './gemini-key';
import { missingPermissions, tokenRepositories, type TokenRepository } from './github-repository';
import { herProjects, type HerProject } from './google-project';
import type { SavedAnswers } from './saved-answers';
import { siteAddress } from './site-address';
import type { SetupContext } from './step';
import { TEMPLATE_REPOSITORY } from './template';

/** A question in the terminal; `secret` answers are not shown. Undefined when no answer can come (input ended). */
export type Ask = (question: string, options?: { secret?: boolean }) => Promise<string | undefined>;

/** Thrown when the input ends before a question that needs an answer: nothing more can be asked. */
class NoAnswer extends Error {
  constructor(question: string) {
    super(`npm run setup needs an answer to: ${question}`);
  }
}

export type Interview = {
  ask: Ask;
  print: (line: string) => void;
  /** Ask every question again, even those answered before (`--change`). */
  change: boolean;
};

const answer = async (interview: Interview, question: string, options?: { secret?: boolean }) => {
  const given = await interview.ask(question, options);
  if (given === undefined) throw new NoAnswer(question);
  return given.trim();
};

/** Yes unless she says no: Enter takes the answer shown. */
const yes = (given: string) => !/^(n|no|não|nao)$/i.test(given);

const waitForEnter = (interview: Interview, when: string) => answer(interview, `${when} press Enter.`);

/** How she makes the token, told before she is asked for it. */
const tokenInstructions = () => [
  'Your GitHub token: the set-up and your editor both sign in to GitHub with it. To make it, open',
  `  ${tokenCreationLink()}`,
  'Under Repository access choose “Only select repositories” and pick your site’s repository. Check that the',
  `permissions say ${TOKEN_PAGE_CHECKLIST}; then press Generate token and copy it.`,
  'Keep it where you keep your passwords: your editor asks for it too, and GitHub shows it only once.',
];

/**
 * Her token, the repository it is for, and that it may do what the set-up and the editor need;
 * `given` when she gave the token on this run (her first, `--change`, or a new one for one GitHub
 * no longer takes) rather than the one kept.
 */
export async function askGitHub(
  interview: Interview,
  saved: SavedAnswers,
  signIn: (token: string) => SetupContext['github'],
): Promise<{ token: string; repository: string; given: boolean }> {
  let token = interview.change ? undefined : saved.githubToken;
  let given = false;
  if (token) interview.print('Your GitHub token: the one you gave before (npm run setup -- --change to give another).');
  // Chosen once: asked again only if the token no longer reaches it.
  let repository: string | undefined;
  for (;;) {
    if (!token) {
      tokenInstructions().forEach((line) => interview.print(line));
      const pasted = await answer(interview, 'Paste your GitHub token (it starts with github_pat_; it is not shown):', {
        secret: true,
      });
      if (!/^(github_pat_|ghp_)\w+$/.test(pasted)) {
        interview.print('  ✗ That is not a GitHub token: it starts with github_pat_. Copy it again, whole.');
        continue;
      }
      token = pasted;
      given = true;
    }
    const github = signIn(token);
    const reached = await tokenRepositories(github);
    if (!reached) {
      interview.print(
        '  ✗ GitHub does not accept this token: it has expired, was deleted, or was copied in part. Make a new one.',
      );
      token = undefined;
      continue;
    }
    if (!repository || !reached.some((each) => each.fullName === repository))
      repository = await chooseRepository(interview, saved, reached);
    if (!repository) continue;
    const missing = await missingPermissions(github, repository);
    if (missing.length === 0) return { token, repository, given };
    interview.print(
      `  ✗ Your token may not yet do all the set-up and your editor need in ${repository}: on ${TOKEN_SETTINGS} open the token and, under Repository permissions, set ${missing.join(', ')}; press Update (the token stays the same).`,
    );
    await waitForEnter(interview, 'Once you have pressed Update,');
  }
}

/** The repository of her site among those her token reaches; undefined when she must fix the token first. */
async function chooseRepository(
  interview: Interview,
  saved: SavedAnswers,
  reached: readonly TokenRepository[],
): Promise<string | undefined> {
  // The public template is never hers: it is what her repository was made from.
  const candidates = reached.filter((each) => each.fullName !== TEMPLATE_REPOSITORY);
  const kept = !interview.change && candidates.find((each) => each.fullName === saved.repository);
  if (kept) {
    interview.print(`Your site’s repository: ${kept.fullName} (as before).`);
    return kept.fullName;
  }
  if (candidates.length === 0) {
    interview.print(
      `  ✗ Your token reaches no repository of yours. Make your repository first: on https://github.com/${TEMPLATE_REPOSITORY} press “Use this template” → “Create a new repository”, choose Private. Then, on ${TOKEN_SETTINGS}, open the token, under Repository access choose “Only select repositories”, pick it and press Update.`,
    );
    await waitForEnter(interview, 'Once done,');
    return undefined;
  }
  if (candidates.length === 1) {
    const [only] = candidates as [TokenRepository];
    if (yes(await answer(interview, `Your site’s repository is ${only.fullName}. Is this it? (Y/n)`)))
      return only.fullName;
    interview.print(
      `  Then give the token your site’s repository: on ${TOKEN_SETTINGS} open the token, under Repository access pick it, and press Update.`,
    );
    await waitForEnter(interview, 'Once done,');
    return undefined;
  }
  interview.print('Your token reaches these repositories:');
  candidates.forEach((each, index) =>
    interview.print(`  ${index + 1}. ${each.fullName}${each.private ? ' (private)' : ''}`),
  );
  for (;;) {
    const chosen = candidates[Number(await answer(interview, `Which is your site’s? (1–${candidates.length})`)) - 1];
    if (chosen) return chosen.fullName;
  }
}

/** Her Google project, shown by name and id and confirmed; the one kept before is shown again. */
export async function askProject(
  interview: Interview,
  saved: SavedAnswers,
  google: SetupContext['google'],
): Promise<HerProject> {
  for (;;) {
    const projects = await herProjects(google);
    const kept = !interview.change && projects.find((each) => each.id === saved.project?.id);
    if (kept) {
      interview.print(`Your Google project: ${kept.name} (${kept.id}), as before.`);
      return kept;
    }
    if (projects.length === 1) {
      const [only] = projects as [HerProject];
      if (yes(await answer(interview, `Your Google project is ${only.name} (${only.id}). Is this it? (Y/n)`)))
        return only;
    } else if (projects.length > 1) {
      interview.print('Your Google projects:');
      projects.forEach((each, index) => interview.print(`  ${index + 1}. ${each.name} (${each.id})`));
      const chosen = projects[Number(await answer(interview, `Which is your site’s? (1–${projects.length})`)) - 1];
      if (chosen) return chosen;
      continue;
    }
    interview.print(
      `  Your site needs a Firebase project of its own: on https://console.firebase.google.com press “Create a project” (or “Add project”), name it, and leave Google Analytics on. This terminal must be signed in as the same Google account.`,
    );
    await waitForEnter(interview, 'Once the project is made,');
  }
}

/** Her own domain, if she has one yet: asked on every run until she gives one. */
export async function askDomain(interview: Interview, saved: SavedAnswers): Promise<string | undefined> {
  if (saved.domain && !interview.change) {
    interview.print(`Your domain: ${new URL(saved.domain).host} (as before).`);
    return saved.domain;
  }
  for (;;) {
    const given = await answer(
      interview,
      'Your own domain, if you have one (for example www.luzdosul.pt; press Enter if not yet):',
    );
    if (!given) return undefined;
    const domain = siteAddress(given);
    if (domain) return domain;
    interview.print('  ✗ That is not a domain: write it as www.yourname.pt (or yourname.pt), nothing after it.');
  }
}

/** How she gives her Gemini key on a later run, which does not ask for it. */
const GEMINI_LATER = 'npm run setup -- --change (it asks every question again; the Gemini key is the last)';

/**
 * Her Gemini key, checked to be of her project, which must have billing; asked, when `asking` (the
 * run she gives her answers: her first, or `--change`), until it is right or she skips it, and
 * otherwise not asked but told how to give it. True when a key was checked.
 */
export async function askGeminiKey(
  interview: Interview,
  saved: SavedAnswers,
  project: HerProject,
  context: Pick<SetupContext, 'found' | 'google'>,
  asking: boolean,
): Promise<boolean> {
  if (saved.geminiKeyProject === project.id && !interview.change) {
    interview.print(`  ✓ Your Gemini key was checked before: it is of ${project.name}, which has billing.`);
    return true;
  }
  if (!asking) {
    interview.print(`  – No Gemini key yet, for drafted descriptions: to give it, run ${GEMINI_LATER}.`);
    return false;
  }
  for (;;) {
    const key = await answer(
      interview,
      'Your Gemini key, for drafted descriptions, if you have made it (it starts with AQ.; press Enter to skip; it is not shown):',
      { secret: true },
    );
    if (!key) {
      interview.print(
        `  – Drafted descriptions need a Gemini key of your project. When you want them: ${aiStudioSteps(project)} Then run ${GEMINI_LATER}, and it checks the key.`,
      );
      return false;
    }
    const problem = await geminiKeyProblem(context, project, key);
    if (!problem) {
      interview.print(
        `  ✓ Your Gemini key is of ${project.name}, which has billing. Paste it in your editor when the photos field asks for your Gemini key. Gemini’s paid tier also needs a prepayment in AI Studio (Billing; $10 at least): without it Gemini refuses to draft.`,
      );
      return true;
    }
    interview.print(`  ✗ ${problem}`);
  }
}
