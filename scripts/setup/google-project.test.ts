/** @jest-environment node */
import { ALL_SERVICES, freshWorld, googleContext, googleStandIn, NO_WAIT } from '@/test-support/setup/google-stand-in';
import { projectNumberStep, servicesStep } from './google-project';

describe('the services step', () => {
  it('turns on every service the site needs in one request, waiting until Google is done', async () => {
    const standIn = googleStandIn({ ...freshWorld(), operationPolls: 2 });
    const outcome = await servicesStep(NO_WAIT).run(googleContext(standIn));
    expect(outcome).toMatchObject({ status: 'made', said: expect.stringContaining('Cloud Translation') as unknown });
    expect([...standIn.world.enabled].toSorted()).toEqual(ALL_SERVICES.toSorted());
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

  it("says Google's reason when the services cannot be turned on", async () => {
    const world = freshWorld();
    world.failing.set('batchEnable operation', {
      status: 400,
      code: 'FAILED_PRECONDITION',
      message: 'Billing must be enabled.',
    });
    const standIn = googleStandIn(world);
    await expect(servicesStep(NO_WAIT).run(googleContext(standIn))).rejects.toThrow('Billing must be enabled.');
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
