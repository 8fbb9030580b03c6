/** @jest-environment node */
import {
  ALL_SERVICES,
  EARLIER_FOUND,
  freshWorld,
  googleContext,
  googleStandIn,
  NO_WAIT,
  standInWithServicesOn,
} from '@/test-support/setup/google-stand-in';
import { herProjects, projectNumberStep, servicesStep } from './google-project';
import { previewsProjectStep } from './google-previews';

const TRANSLATE = 'translate.googleapis.com';

describe('the services step', () => {
  it('turns on every service the site needs but Translation in one request, waiting until Google is done', async () => {
    const standIn = googleStandIn({ ...freshWorld(), operationPolls: 2 });
    const outcome = await servicesStep(NO_WAIT).run(googleContext(standIn));
    expect(outcome).toMatchObject({ status: 'made', said: expect.stringContaining('Firebase Hosting') as unknown });
    expect(outcome).not.toMatchObject({ said: expect.stringContaining('Translation') as unknown });
    expect([...standIn.world.enabled].toSorted()).toEqual(ALL_SERVICES.filter((id) => id !== TRANSLATE).toSorted());
    expect(standIn.writes().map((call) => call.id)).toEqual(['services.batchEnable']);
    expect(standIn.calls.filter((call) => call.id === 'operations.get')).toHaveLength(2);
    expect(standIn.violations).toEqual([]);
  });

  it('changes nothing when every service is on', async () => {
    const standIn = googleStandIn({ ...freshWorld(), enabled: new Set(ALL_SERVICES) });
    expect(await servicesStep(NO_WAIT).run(googleContext(standIn))).toEqual({ status: 'already' });
    expect(standIn.writes()).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });

  it('tells her where to link billing when Google wants it to turn a service on', async () => {
    const world = freshWorld();
    world.failing.set('batchEnable operation', {
      status: 400,
      code: 'FAILED_PRECONDITION',
      message: 'Billing must be enabled for activation of service(s).',
    });
    const standIn = googleStandIn(world);
    await expect(servicesStep(NO_WAIT).run(googleContext(standIn))).rejects.toThrow(
      'Google wants billing on your project rita-photo for this: link a billing account at https://console.cloud.google.com/billing/linkedaccount?project=rita-photo, then run npm run setup again.',
    );
    expect(standIn.violations).toEqual([]);
  });

  it('tells her a service is off, and where to turn it on, rather than Google’s words', async () => {
    const standIn = googleStandIn({ ...freshWorld(), enabled: new Set() });
    await expect(servicesStep(NO_WAIT).run(googleContext(standIn))).rejects.toThrow(
      'serviceusage is turned off in your project rita-photo. Open https://console.cloud.google.com/apis/library/serviceusage.googleapis.com?project=rita-photo, press Enable',
    );
  });
});

describe('her projects to choose from', () => {
  const other = { projectId: 'ai-studio-default', displayName: 'Gemini API', projectNumber: '555' };

  it('lists her Firebase projects by the names she gave them, billing none of them', async () => {
    const standIn = googleStandIn({ ...freshWorld(), otherProjects: [other] });
    expect(await herProjects(standIn.google)).toEqual([
      { id: 'rita-photo', name: 'Rita Photo', number: '123456789012' },
      { id: 'ai-studio-default', name: 'Gemini API', number: '555' },
    ]);
    expect(standIn.violations).toEqual([]);
  });

  it('leaves out the project the set-up made for her site’s previews, in either list', async () => {
    const standIn = standInWithServicesOn({ otherProjects: [other] });
    await previewsProjectStep(NO_WAIT).run(googleContext(standIn, EARLIER_FOUND));
    expect(standIn.world.madeProjects.has('rita-photo-previews')).toBe(true);
    expect((await herProjects(standIn.google)).map((project) => project.id)).toEqual([
      'rita-photo',
      'ai-studio-default',
    ]);
    standIn.world.failing.set('firebase.googleapis.com projects.list', {
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'Firebase Management API has not been used in project 32555940559 before or it is disabled.',
    });
    expect((await herProjects(standIn.google)).map((project) => project.id)).toEqual([
      'rita-photo',
      'ai-studio-default',
    ]);
    expect(standIn.violations).toEqual([]);
  });

  it('lists every project of hers from Cloud Resource Manager when Firebase’s list is refused', async () => {
    const world = { ...freshWorld(), otherProjects: [other] };
    world.failing.set('firebase.googleapis.com projects.list', {
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'Firebase Management API has not been used in project 32555940559 before or it is disabled.',
    });
    const standIn = googleStandIn(world);
    expect((await herProjects(standIn.google)).map((project) => project.id)).toEqual([
      'rita-photo',
      'ai-studio-default',
    ]);
    expect(standIn.calls.map((call) => call.id)).toEqual(['projects.list', 'projects.list']);
    expect(standIn.violations).toEqual([]);
  });
});

describe('the project step', () => {
  it("finds the project's number, which the identities are named with", async () => {
    const standIn = googleStandIn({ ...freshWorld(), enabled: new Set(ALL_SERVICES) });
    expect(await projectNumberStep.run(googleContext(standIn))).toEqual({
      status: 'already',
      found: { GOOGLE_PROJECT_NUMBER: '123456789012' },
    });
    expect(standIn.violations).toEqual([]);
  });

  it('asks her to make the project when Google has none by that id', async () => {
    const standIn = googleStandIn({ ...freshWorld(), enabled: new Set(ALL_SERVICES) });
    const outcome = await projectNumberStep.run({ ...googleContext(standIn), found: { GOOGLE_PROJECT: 'rita-fotos' } });
    expect(outcome).toMatchObject({ status: 'todo', todo: expect.stringContaining('"rita-fotos"') as unknown });
    expect(outcome).not.toHaveProperty('found');
  });
});
