/**
 * main's workflow run again when a variable changed after its latest run began, so that the site
 * is built with them; never when nothing changed. The run it started (or the one under way) is
 * found for the set-up to follow to its end.
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
import { repositoryVariables, SETUP_VARIABLES, WORKFLOW_VARIABLES } from './github-variables';
import type { SetupStep } from './step';

/** The workflow that checks and publishes main. */
const MAIN_WORKFLOW = 'ci.yml';

/** Whether a workflow can be started by hand (its `on:` has workflow_dispatch). */
export function startsByHand(workflow: Workflow): boolean {
  const on = (yaml.load(workflow.text) as { on?: unknown }).on;
  if (typeof on === 'string') return on === 'workflow_dispatch';
  if (Array.isArray(on)) return on.includes('workflow_dispatch');
  return typeof on === 'object' && on !== null && 'workflow_dispatch' in on;
}

const mainWorkflow = (workflows: readonly Workflow[]) => workflows.find((each) => each.file === MAIN_WORKFLOW);

export const runAgainStep = (workflows: readonly Workflow[] = readWorkflows()): SetupStep => {
  const workflow = mainWorkflow(workflows);
  const byHand = workflow !== undefined && startsByHand(workflow);
  return {
    title: 'Your site’s latest publish used these settings.',
    async run(context) {
      const call = repositoryCall(context);
      if (!call) return NO_REPOSITORY;
      const variables = await repositoryVariables(call);
      if ('refusal' in variables) return refused(context, 'the variables', variables.refusal);
      const unset = SETUP_VARIABLES.filter(
        (name) => name !== 'NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID' && !variables.has(name),
      );
      if (unset.length > 0)
        return todo(
          `Your site is not published again until every setting above is saved (${unset.join(', ')} not yet): then run npm run setup again.`,
        );
      // GitHub keeps when each variable last changed; a run that began after every change used them all.
      const lastChange = Math.max(
        ...WORKFLOW_VARIABLES.map((name) => Date.parse(variables.get(name)?.updated_at ?? '1970-01-01T00:00:00Z')),
      );
      const runs = await call('GET', `/actions/workflows/${MAIN_WORKFLOW}/runs?branch=${MAIN}&per_page=1`);
      if (runs.status === 403) return refused(context, 'the site’s publishing (its runs)', runs);
      if (runs.status === 404)
        return todo(
          `GitHub has no workflow ${MAIN_WORKFLOW} in ${context.found.GITHUB_REPOSITORY}: was the repository made with “Use this template”, from the template’s main branch? Make it again that way, then run npm run setup again.`,
        );
      if (!runs.ok) throw unexpected(runs, `about ${MAIN}’s runs`);
      const [latest] = (
        (await runs.json()) as {
          workflow_runs: { id: number; status: string | null; created_at: string; run_started_at?: string }[];
        }
      ).workflow_runs;
      const following: Record<string, string> = latest ? { LIVE_RUN_ID: String(latest.id) } : {};
      if (latest && Date.parse(latest.run_started_at ?? latest.created_at) >= lastChange)
        return { status: 'already', found: following };
      if (!latest && !byHand)
        return {
          status: 'already',
          said: `Your site has not been published yet: its first publish will use these settings (${MAIN}’s first run).`,
        };
      if (latest && latest.status !== 'completed' && !byHand)
        return todo(
          `A publish under way began before these settings changed: once it ends (your repository’s Actions tab), run npm run setup again to publish with them.`,
        );
      const answer = byHand
        ? await call('POST', `/actions/workflows/${MAIN_WORKFLOW}/dispatches`, { ref: MAIN })
        : await call('POST', `/actions/runs/${latest!.id}/rerun`, {});
      if (answer.status === 403) return refused(context, 'the site’s publishing (start it)', answer);
      if (!answer.ok) throw unexpected(answer, `when ${MAIN}’s workflow was started again`);
      return {
        status: 'made',
        said: `Started publishing your site with these settings (${MAIN}’s workflow, ${MAIN_WORKFLOW}).`,
        // A dispatch makes a new run, found on the next read; a re-run keeps the run's id.
        found: byHand ? {} : following,
      };
    },
  };
};
