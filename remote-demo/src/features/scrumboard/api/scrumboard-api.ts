// The scrumboard's calls to the demo's mock API (api/apps/scrumboard).
import { demoApi } from '../../../lib/demo-client';
import type { Board, BoardLabel, BoardList, Card, Member } from '../../../mock-api/seed/scrumboard';

export type { BoardLabel, BoardList, Member };

/** A board as the list of boards answers it: its members expanded. */
export type BoardSummary = Omit<Board, 'members'> & { members: Member[] };
/** A card as a board answers it: its labels and its members expanded. */
export type BoardCard = Omit<Card, 'labels'> & { labels: BoardLabel[]; members: Member[] };
export type BoardColumn = BoardList & { cards: BoardCard[] };
/** One board: its lists by position, each with its cards by position, and the board's labels. */
export type BoardDetail = BoardSummary & { lists: BoardColumn[]; labels: BoardLabel[] };

/** What a card's detail changes: labels and members as ids (members from the board's). */
export interface CardChanges {
  title?: string;
  description?: string;
  dueDate?: string | null;
  labels?: string[];
  members?: string[];
}

/** A card's place after a drag: its position, and its list when it moved to another. */
export interface CardMove {
  id: string;
  listId: string;
  position: number;
}

const SCRUM = 'api/apps/scrumboard';

export const getBoards = () => demoApi.get<BoardSummary[]>(`${SCRUM}/boards`);
/** The board, or null for an unknown id. */
export const getBoard = (id: string) => demoApi.get<BoardDetail | null>(`${SCRUM}/board`, { id });

export const createList = (boardId: string, title: string) =>
  demoApi.post<BoardList>(`${SCRUM}/board/list`, { list: { boardId, title } });
export const renameList = (id: string, title: string) =>
  demoApi.patch<BoardList | null>(`${SCRUM}/board/list`, { list: { id, title } });
/** New positions of the board's lists. */
export const moveLists = (lists: { id: string; position: number }[]) =>
  demoApi.patch<BoardList[]>(`${SCRUM}/board/lists`, { lists });
/** Removes the list and its cards. */
export const deleteList = (id: string) => demoApi.delete<boolean>(`${SCRUM}/board/list`, { id });

export const createCard = (listId: string, title: string) =>
  demoApi.put<BoardCard>(`${SCRUM}/board/card`, { card: { listId, title } });
export const updateCard = (id: string, card: CardChanges) =>
  demoApi.patch<BoardCard | null>(`${SCRUM}/board/card`, { id, card });
/** New positions (and lists) of the cards a drag moved. */
export const moveCards = (cards: CardMove[]) => demoApi.patch<Card[]>(`${SCRUM}/board/card/positions`, { cards });
export const deleteCard = (id: string) => demoApi.delete<boolean>(`${SCRUM}/board/card`, { id });

/** A new label of the board; the mock puts it first among the board's labels. */
export const createLabel = (boardId: string, title: string) =>
  demoApi.put<BoardLabel>(`${SCRUM}/board/label`, { label: { boardId, title } });
export const renameLabel = (id: string, title: string) =>
  demoApi.patch<BoardLabel | null>(`${SCRUM}/board/label`, { id, label: { title } });
/** Removes the label, and the mock takes it off every card that carried it. */
export const deleteLabel = (id: string) => demoApi.delete<boolean>(`${SCRUM}/board/label`, { id });
