import { fetchShared } from './fetch-shared';

describe("fetching a shared library's files before evaluating it", () => {
  it('asks the federation runtime for the library, and goes on in a later task once its files have run', async () => {
    const steps: string[] = [];
    const load = jest.fn(async (name: string) => {
      steps.push(`files of ${name} run`);
      return () => steps.push(`${name} evaluated`);
    });
    const fetched = fetchShared('react-dom/client', load).then(() => steps.push('fetched'));
    // the rest of the task that ran the library's last file
    for (let i = 0; i < 10; i++) await Promise.resolve();
    steps.push('task ended');
    await fetched;
    expect(load).toHaveBeenCalledWith('react-dom/client');
    // nothing evaluated here: the import after it does that
    expect(steps).toEqual(['files of react-dom/client run', 'task ended', 'fetched']);
  });

  it('leaves a failure to the import that follows, which asks for the files again', async () => {
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(fetchShared('@soat/shared/ui-core', load)).resolves.toBeUndefined();
  });
});
