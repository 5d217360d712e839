/** @jest-environment node */
import { createTestApi } from './testing/mock-client';

describe('api/pages/activities', () => {
  it('answers the activities feed, newest first', async () => {
    const { get, store } = createTestApi();
    const { body } = await get('api/pages/activities');
    expect(body).toEqual(store.activities);
    const dates = body.map((activity: { date: string }) => activity.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
