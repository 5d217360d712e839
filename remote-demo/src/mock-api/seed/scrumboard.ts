// The scrumboard: boards with members, the lists To do, In progress, In review
// and Completed, cards and board labels; positions step 65536.
import { daysFromReference, seededFaker } from './seeded-faker';
import { personPicture } from './pictures';

export const POSITION_STEP = 65536;
export const BOARD_LIST_TITLES = ['To do', 'In progress', 'In review', 'Completed'];

export interface Member {
  id: string;
  name: string;
  avatar: string | null;
}

export interface Board {
  id: string;
  title: string;
  description: string;
  icon: string;
  lastActivity: string;
  /** members' ids (expanded in replies) */
  members: string[];
}

export interface BoardList {
  id: string;
  boardId: string;
  position: number;
  title: string;
}

export interface Card {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  /** board labels' ids */
  labels: string[];
  dueDate: string | null;
}

export interface BoardLabel {
  id: string;
  boardId: string;
  title: string;
}

const BOARDS = [
  { title: 'Admin Dashboard', icon: 'heroicons_outline:template' },
  { title: 'Weekly Planning', icon: 'heroicons_outline:calendar' },
  { title: 'SOAT Landing', icon: 'heroicons_outline:globe-alt' },
];
const LABEL_TITLES = ['Research', 'Wireframing', 'Design', 'Development', 'Bug'];

export function seedScrumboard() {
  const faker = seededFaker(71);
  const members: Member[] = Array.from({ length: 10 }, () => {
    const id = faker.string.uuid();
    const name = faker.person.fullName();
    return { id, name, avatar: personPicture(name) };
  });
  const boards: Board[] = [];
  const lists: BoardList[] = [];
  const cards: Card[] = [];
  const labels: BoardLabel[] = [];

  BOARDS.forEach(({ title, icon }, boardIndex) => {
    const boardId = faker.string.uuid();
    boards.push({
      id: boardId,
      title,
      description: faker.lorem.sentence(),
      icon,
      lastActivity: daysFromReference(-boardIndex * 3),
      members: faker.helpers.arrayElements(members, { min: 3, max: 6 }).map((member) => member.id),
    });
    const boardLabels = LABEL_TITLES.map((labelTitle) => ({ id: faker.string.uuid(), boardId, title: labelTitle }));
    labels.push(...boardLabels);
    BOARD_LIST_TITLES.forEach((listTitle, listIndex) => {
      const listId = faker.string.uuid();
      lists.push({ id: listId, boardId, position: (listIndex + 1) * POSITION_STEP, title: listTitle });
      const count = faker.number.int({ min: 2, max: 5 });
      for (let cardIndex = 0; cardIndex < count; cardIndex++) {
        cards.push({
          id: faker.string.uuid(),
          boardId,
          listId,
          position: (cardIndex + 1) * POSITION_STEP,
          title: faker.company.catchPhrase(),
          description: faker.lorem.sentence(),
          labels: faker.helpers.arrayElements(boardLabels, { min: 0, max: 2 }).map((label) => label.id),
          dueDate:
            faker.helpers.maybe(() => daysFromReference(faker.number.int({ min: -5, max: 30 })), {
              probability: 0.4,
            }) ?? null,
        });
      }
    });
  });

  // stored out of order: replies sort by position
  lists.reverse();
  cards.reverse();
  return { members, boards, lists, cards, labels };
}
