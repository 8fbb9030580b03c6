/**
 * What may publish and with which rights: the `production` environment, which the live job runs
 * in, limited to main where her plan allows it; and the workflows' default permissions, read only
 * since every workflow asks for what it needs.
 */
import yaml from 'js-yaml';
import {
  MAIN,
  NO_REPOSITORY,
  refused,
  readWorkflows,
  repositoryCall,
  todo,
  unexpected,
  type Workflow,
} from './github-call';
import type { SetupContext, SetupStep, StepOutcome } from './step';

/** The environment ci.yml's live job and put-back.yml run in. */
const PRODUCTION = 'production';

type BranchPolicy = { protected_branches: boolean; custom_branch_policies: boolean } | null;

/** What her plan gives in the environment's place, true only once the Google steps made the live identity. */
function planWithoutEnvironments(context: SetupContext): StepOutcome {
  // The paid plan that would allow it: Pro for a person's account, Team for an organisation's.
  const paid = context.found.GITHUB_OWNER_TYPE === 'Organization' ? 'GitHub Team' : 'GitHub Pro';
  const why = `GitHub Free gives a private repository no “${PRODUCTION}” environment, ${paid} would limit it too`;
  return context.found.GCP_WORKLOAD_IDENTITY_PROVIDER
    ? {
        status: 'already',
        said: `Only your ${MAIN} branch can publish your site: Google lets in only this repository’s ${MAIN}, so a draft cannot (repository id ${context.found.GITHUB_REPOSITORY_ID}; ${why}).`,
      }
    : todo(
        `Your site is not yet limited to your ${MAIN} branch: Google lets in only this repository’s ${MAIN} once the Google steps above have let GitHub in, which they have not yet (${why}). Run npm run setup again.`,
      );
}

export const environmentStep: SetupStep = {
  title: `Only your ${MAIN} branch can publish your site (the “${PRODUCTION}” environment).`,
  async run(context) {
    const call = repositoryCall(context);
    if (!call) return NO_REPOSITORY;
    const route = `/environments/${PRODUCTION}`;
    const read = await call('GET', route);
    if (read.status === 403) return refused(context, 'the environments', read);
    if (read.status !== 200 && read.status !== 404) throw unexpected(read, `about the “${PRODUCTION}” environment`);
    const policy =
      read.status === 200
        ? ((await read.json()) as { deployment_branch_policy?: BranchPolicy }).deployment_branch_policy
        : undefined;
    const made: string[] = [];
    if (policy?.custom_branch_policies !== true || policy.protected_branches !== false) {
      // Selected branches only: protected branches and a list of names are one or the other.
      const put = await call('PUT', route, {
        deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
      });
      // GitHub Free cannot configure environments for a private repository: GitHub refuses with
      // the one refusal its description gives, a 422.
      if (put.status === 422 && context.found.GITHUB_PRIVATE === 'true') return planWithoutEnvironments(context);
      if (put.status === 403 || put.status === 404) return refused(context, 'the environments', put);
      if (!put.ok) throw unexpected(put, `when the “${PRODUCTION}” environment was saved`);
      made.push(
        read.status === 404 ? `made the “${PRODUCTION}” environment` : `limited “${PRODUCTION}” to chosen branches`,
      );
    }
    const list = await call('GET', `${route}/deployment-branch-policies?per_page=100`);
    if (list.status === 403) return refused(context, 'the environments', list);
    if (!list.ok) throw unexpected(list, `about the branches of “${PRODUCTION}”`);
    const { branch_policies } = (await list.json()) as { branch_policies: { name?: string; type?: string }[] };
    if (!branch_policies.some((each) => each.name === MAIN && each.type !== 'tag')) {
      const post = await call('POST', `${route}/deployment-branch-policies`, { name: MAIN, type: 'branch' });
      if (post.status === 403) return refused(context, 'the environments', post);
      // 303: the same name is there already.
      if (!post.ok && post.status !== 303) throw unexpected(post, `when ${MAIN} was allowed into “${PRODUCTION}”`);
      made.push(`allowed only ${MAIN} in it`);
    }
    return made.length > 0
      ? { status: 'made', said: `Only your ${MAIN} branch can publish your site now (${made.join(', and ')}).` }
      : { status: 'already' };
  },
};
/**
 * The default permissions GitHub's token needs: read only when every workflow (or else every job
 * of it) says what it asks for, since a `permissions:` key replaces the default; write otherwise.
 */
export function neededDefaultPermissions(workflows: readonly Workflow[]): 'read' | 'write' {
  const declares = ({ text }: Workflow) => {
    const workflow = yaml.load(text) as { permissions?: unknown; jobs?: Record<string, { permissions?: unknown }> };
    return (
      workflow.permissions !== undefined ||
      Object.values(workflow.jobs ?? {}).every((job) => job.permissions !== undefined)
    );
  };
  return workflows.every(declares) ? 'read' : 'write';
}

export const permissionsStep = (workflows: readonly Workflow[] = readWorkflows()): SetupStep => {
  const wanted = neededDefaultPermissions(workflows);
  return {
    title: `GitHub’s workflows may ${wanted === 'read' ? 'only read your repository unless a job asks for more' : 'read and change your repository'} (default workflow permissions: ${wanted}).`,
    async run(context) {
      const call = repositoryCall(context);
      if (!call) return NO_REPOSITORY;
      const read = await call('GET', '/actions/permissions/workflow');
      if (read.status === 403 || read.status === 404) return refused(context, 'the workflows’ permissions', read);
      if (!read.ok) throw unexpected(read, 'about the workflows’ permissions');
      const now = (await read.json()) as {
        default_workflow_permissions: string;
        can_approve_pull_request_reviews: boolean;
      };
      // No workflow approves a pull request: the drafts are merged by her, when she presses Publish.
      if (now.default_workflow_permissions === wanted && !now.can_approve_pull_request_reviews)
        return { status: 'already' };
      const put = await call('PUT', '/actions/permissions/workflow', {
        default_workflow_permissions: wanted,
        can_approve_pull_request_reviews: false,
      });
      if (put.status === 409) {
        const owner = context.found.GITHUB_REPOSITORY?.split('/')[0];
        return todo(
          `The organisation ${owner} decides its repositories’ workflow permissions: ask an owner of ${owner} to choose “Read repository contents and packages permissions” and to untick “Allow GitHub Actions to create and approve pull requests” in the organisation’s Settings → Actions → General → Workflow permissions.`,
        );
      }
      if (put.status === 403 || put.status === 404) return refused(context, 'the workflows’ permissions', put);
      if (!put.ok) throw unexpected(put, 'when the workflows’ permissions were saved');
      return {
        status: 'made',
        said: `GitHub’s workflows may now ${wanted === 'read' ? 'only read your repository unless a job asks for more' : 'read and change your repository'} (default workflow permissions: ${wanted}).`,
      };
    },
  };
};
