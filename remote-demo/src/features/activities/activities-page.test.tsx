import { screen, within } from '@testing-library/react';
import { demoApi } from '../../lib/demo-client';
import { renderDemo, setUpDemo } from '../../testing/render-demo';
import type { Activity } from './api/activities-api';

beforeAll(setUpDemo);

describe('the activities page', () => {
  it("shows the mock's feed as a timeline, newest first, with each entry's date, link and extra content", async () => {
    renderDemo('/demo/pages/activities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible();
    const timeline = await screen.findByRole('list', { name: 'Actividades, de la más reciente a la más antigua' });
    const activities = await demoApi.get<Activity[]>('api/pages/activities');
    const newestFirst = [...activities].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    const items = within(timeline).getAllByRole('listitem');
    expect(timeline.tagName).toBe('OL');
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(
      newestFirst.map((activity) => activity.date),
    );
    expect(items[0]).toHaveTextContent(newestFirst[0]!.description);

    const linked = newestFirst.findIndex((activity) => activity.link);
    const link = within(items[linked]!).getByRole('link', { name: newestFirst[linked]!.linkedContent! });
    expect(link).toHaveAttribute('href', `/demo${newestFirst[linked]!.link!}`);
    const extra = newestFirst.findIndex((activity) => activity.extraContent);
    expect(items[extra]!.querySelector('p p, div p')).not.toBeNull();
  });
});
