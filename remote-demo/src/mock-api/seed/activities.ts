// The activities page's template feed.
import { daysFromReference, seededFaker } from './seeded-faker';

export function seedActivities() {
  const faker = seededFaker(131);
  return Array.from({ length: 15 }, (_, index) => ({
    id: faker.string.uuid(),
    icon: index % 3 === 0 ? 'heroicons_solid:star' : null,
    image: null,
    description: faker.lorem.sentence(),
    date: daysFromReference(-index * 2),
    extraContent: index % 4 === 1 ? `<p>${faker.lorem.paragraph()}</p>` : null,
    linkedContent: index % 5 === 2 ? faker.company.name() : null,
    link: index % 5 === 2 ? '/dashboards/project' : null,
    useRouter: true,
  }));
}
